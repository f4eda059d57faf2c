import { requireActor, type Actor } from '../../shared/auth/actor';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import { renderEmail } from './design/email-template';
import { EMAIL_THEMES, themeNamed, type EmailTheme } from './design/email-themes';
import { chooseThemeSchema, previewSchema } from './email-design.schemas';

export type EmailPreview = { theme: EmailTheme; subject: string; html: string; text: string };

/** A transparent 1×1 GIF: the preview's open pixel must not call the tracking endpoint. */
const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The Live Preview's sample: a welcome email as a new lead would receive it, from the sender's
 * name; a sender without one (no From name, no first or last name) is not named: never by an
 * email address.
 */
function welcomeEmail(senderName: string | null) {
  return {
    subject: senderName ? `Welcome to ${senderName}!` : 'Welcome!',
    content: [
      'Hi there,',
      '',
      "Thanks for signing up. We're glad to have you with us.",
      '',
      "Over the next few days we'll send you our best tips, offers and news. You can [visit our website](https://example.com) any time to learn more.",
      '',
      'If you have a question, just reply to this email.',
      '',
      'Cheers,',
      senderName ?? 'The team',
    ].join('\n'),
  };
}

/**
 * The email designer (001 §2.8): five fixed themes, the one each user chose (used by every
 * campaign and sequence email), and the Live Preview rendered by the real email renderer.
 */
export class EmailDesignService extends Service {
  /** The theme `userId`'s emails are laid out in (the default until they choose one): one indexed read. */
  async themeFor(userId: string): Promise<EmailTheme> {
    const rows = await this.em
      .getConnection()
      .execute<Array<{ theme: string }>>('select theme from email_designs where user_id = ?', [userId]);
    return themeNamed(rows[0]?.theme);
  }

  themes(): readonly EmailTheme[] {
    return EMAIL_THEMES;
  }

  async theme(actor: Actor | null): Promise<EmailTheme> {
    const { userId } = requireActor(actor, 'read');
    return this.themeFor(userId);
  }

  /** Saves the actor's theme by name; an unknown name is 'Theme must be one of …'. */
  async chooseTheme(actor: Actor | null, input: unknown): Promise<EmailTheme> {
    const { userId } = requireActor(actor, 'write');
    const { name } = parseInput(chooseThemeSchema, input ?? {});
    // One statement: two saves at once cannot both insert.
    await this.em.getConnection().execute(
      `insert into email_designs (user_id, theme) values (?, ?)
       on conflict (user_id) do update set theme = excluded.theme, updated_at = now()`,
      [userId, name],
    );
    this.deps.log.info({ userId, theme: name }, 'email theme chosen');
    return themeNamed(name);
  }

  /** The sample welcome email in `theme` (the actor's own when not given), from the actor's sender name. */
  async preview(actor: Actor | null, input: unknown): Promise<EmailPreview> {
    const { userId } = requireActor(actor, 'read');
    const { theme: chosen } = parseInput(previewSchema, input ?? {});
    const theme = chosen ? themeNamed(chosen) : await this.themeFor(userId);
    const [sender] = await this.em.getConnection().execute<Array<{ name: string | null; email: string }>>(
      `select coalesce(nullif(trim(s.from_name), ''), nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')) as name,
              coalesce(s.from_email, ?, u.email) as email
         from users u left join email_settings s on s.user_id = u.id and s.is_active
        where u.id = ?`,
      [this.deps.config.smtpFrom ?? null, userId],
    );
    const senderEmail = sender?.email ?? 'you@example.com';
    const sample = welcomeEmail(sender?.name ?? null);
    const { html, text } = await renderEmail(
      theme,
      // The footer names who sent it: the name, else the address it comes from.
      { ...sample, senderName: sender?.name ?? senderEmail, senderEmail },
      { open: BLANK_PIXEL, unsubscribe: '#unsubscribe', link: (url) => url },
    );
    return { theme, subject: sample.subject, html, text };
  }
}
