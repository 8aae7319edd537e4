import { data, Form, href, Link } from "react-router";
import type { Route } from "./+types/outbox";
import { formatTimestamp } from "#app/domain/slots/shop-time";
import {
  OUTBOX_PAGE_SIZE,
  recentOutbox,
} from "#app/domain/admin/outbox-admin.server";
import {
  recentReplies,
  REPLIES_PAGE_SIZE,
} from "#app/domain/messages/inbound.server";
import { adminReturnPath, requireAdmin } from "#app/lib/auth.server";
import { getDb } from "#app/lib/db.server";
import { getEnv } from "#app/lib/env.server";
import { FIELDS_ONLY_BYTES, tryReadFormData } from "#app/lib/multipart.server";
import { getSmsSender, resendSms } from "#app/lib/outbox.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { FormAlert } from "#app/ui/forms/field";

const TAB = "/admin/outbox";
const STATUS_TEXT = {
  kept: "Kept (not sent)",
  queued: "Sent, awaiting delivery report",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
} as const;
const PROVIDER_NAME: Record<string, string> = {
  twilio: "Twilio",
  clicksend: "ClickSend",
};
const STATUS_BADGE = {
  kept: "",
  queued: "",
  sent: "admin-badge-ok",
  delivered: "admin-badge-ok",
  failed: "admin-badge-warn",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const timeZone = getEnv().SHOP_TIMEZONE;
  const [messages, replies] = await Promise.all([
    recentOutbox(getDb()),
    recentReplies(getDb()),
  ]);
  return {
    replies: replies.map((r) => ({
      ...r,
      when: formatTimestamp(r.receivedAt, timeZone),
      provider: PROVIDER_NAME[r.provider] ?? r.provider,
    })),
    repliesLimit: REPLIES_PAGE_SIZE,
    messages: messages.map((m) => ({
      ...m,
      when: formatTimestamp(m.createdAt, timeZone),
      reported: m.statusAt ? formatTimestamp(m.statusAt, timeZone) : null,
    })),
    limit: OUTBOX_PAGE_SIZE,
    mailConfigured: Boolean(getEnv().SMTP_URL),
    smsProvider: getSmsSender()?.name ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const read = await tryReadFormData(request, { maxBytes: FIELDS_ONLY_BYTES });
  if (!read.ok) return data({ message: read.message }, { status: read.status });
  if (read.form.get("intent") !== "resend")
    return data(
      { message: "That action was not understood." },
      { status: 400 },
    );
  const back = adminReturnPath(read.form, TAB);
  const outcome = await resendSms(getDb(), Number(read.form.get("id")));
  if (!outcome.ok)
    return redirectWithToast(back, {
      type: "error",
      title: "Not sent again.",
      description: outcome.message,
    });
  return outcome.status === "failed"
    ? redirectWithToast(back, {
        type: "error",
        title: "Sent again, and it failed again.",
        description: "The reason is on the new message at the top.",
      })
    : redirectWithToast(back, { type: "success", title: "Sent again." });
}

export default function AdminOutbox({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const {
    messages,
    limit,
    mailConfigured,
    smsProvider,
    replies,
    repliesLimit,
  } = loaderData;
  return (
    <>
      <section aria-labelledby="replies-heading">
        <h2 id="replies-heading">Replies</h2>
        <p className="field-hint">
          The last {repliesLimit} texts customers sent back, newest first.
        </p>
        {replies.length ? (
          <div className="admin-grid">
            {replies.map((r) => (
              <article
                key={r.id}
                className="admin-card"
                data-testid="sms-reply"
              >
                <h3 className="admin-card-title">From {r.from}</h3>
                <p className="admin-card-meta">
                  {r.when} · via {r.provider}
                  {r.optOut ? (
                    <>
                      {" "}
                      ·{" "}
                      <span className="admin-badge admin-badge-warn">
                        Asked to stop texts
                      </span>
                    </>
                  ) : null}
                </p>
                <p className="admin-reply-body">{r.body}</p>
                {r.bookings.length ? (
                  <p className="admin-card-meta">
                    Bookings:{" "}
                    {r.bookings.map((b, i) => (
                      <span key={b.id}>
                        {i ? ", " : null}
                        <Link
                          to={`${href("/admin/bookings")}?${new URLSearchParams({ status: b.status === "delivered" || b.status === "cancelled" ? b.status : "pending", q: b.reference })}`}
                        >
                          {b.reference}
                        </Link>{" "}
                        ({b.date})
                      </span>
                    ))}
                  </p>
                ) : (
                  <p className="admin-card-meta">
                    No booking with this number.
                  </p>
                )}
              </article>
            ))}
          </div>
        ) : (
          <p className="admin-empty">No replies yet.</p>
        )}
      </section>
      <section aria-labelledby="outbox-heading">
        <h2 id="outbox-heading">Outbox</h2>
        <p className="field-hint">
          The last {limit} e-mails and text messages.{" "}
          {mailConfigured
            ? "E-mail goes out over SMTP."
            : "No mail server is set up (SMTP_URL), so e-mails are kept here instead of sent."}{" "}
          {smsProvider
            ? `Texts go out through ${PROVIDER_NAME[smsProvider] ?? "the SMS gateway"}.`
            : "No SMS provider is set up (SMS_PROVIDER), so texts are kept here instead of sent."}
        </p>
        <FormAlert message={actionData?.message} />
        {messages.length ? (
          <div className="admin-grid">
            {messages.map((m) => (
              <article
                key={m.id}
                className="admin-card"
                data-testid="outbox-message"
              >
                <h3 className="admin-card-title">
                  {m.subject ??
                    (m.channel === "sms" ? "Text message" : "(no subject)")}
                </h3>
                <p className="admin-card-meta">
                  {m.channel === "sms" ? "SMS" : "E-mail"} to {m.recipient}
                  <br />
                  {m.when} ·{" "}
                  <span className={`admin-badge ${STATUS_BADGE[m.status]}`}>
                    {STATUS_TEXT[m.status]}
                  </span>
                  {m.reported ? <> · reported {m.reported}</> : null}
                </p>
                {m.error ? <p className="field-error">{m.error}</p> : null}
                {m.canResend ? (
                  <Form method="post" action={TAB}>
                    <input type="hidden" name="intent" value="resend" />
                    <input type="hidden" name="id" value={m.id} />
                    <button
                      type="submit"
                      className="button button-secondary button-small"
                      aria-label={`Resend the text to ${m.recipient}`}
                    >
                      Resend
                    </button>
                  </Form>
                ) : null}
                {m.attachments.length ? (
                  <p className="admin-card-meta">
                    Attached: {m.attachments.join(", ")}
                  </p>
                ) : null}
                <details>
                  <summary>Message</summary>
                  <pre className="admin-outbox-body">{m.body}</pre>
                </details>
              </article>
            ))}
          </div>
        ) : (
          <p className="admin-empty">Nothing sent yet.</p>
        )}
      </section>
    </>
  );
}
