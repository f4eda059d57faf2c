import { z } from 'zod';
import { providerFetch, ProviderError } from '../../shared/http/provider-fetch';
import {
  EMAIL_DELAYS_HOURS,
  EXAMPLE_MARK,
  LIST_TYPES,
  MARKETING_GOAL_LABELS,
  funnelCopySchema,
  itemsAsText,
  type ContentRequest,
  type ContentType,
  type FunnelBrief,
  type FunnelCopy,
  type GeneratedText,
  type TextProvider,
} from './text-provider';

const PROVIDER = 'OpenAI';

/** What the edge says when the model's answer could not be used, even after asking again. */
export const UNUSABLE_ANSWER = 'The AI answer could not be used; please try again';

/** The part of a chat completions answer we read: the first choice's text. */
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** What the repair request says: the problems found, so the model can fix exactly those. */
export const REPAIR_INTRO = 'Your previous answer could not be used.';

export type OpenAiTextSettings = { apiKey: string; baseUrl: string; textModel: string };

const WRITER =
  'You are an expert direct-response copywriter for small businesses. Write specific, concrete, ' +
  'grammatical marketing copy in plain English from the details given; never use placeholder text ' +
  'such as lorem ipsum or {product}. Answer with one JSON object and nothing else.';

const text = z.string().trim().min(1);
const item = z.object({ title: text, text: text });

/** One piece of content: its text, and for benefits and FAQ its items (3 to 6). */
const contentAnswer = (type: ContentType) =>
  LIST_TYPES.includes(type)
    ? z.object({ content: z.string().optional(), items: z.array(item).min(3).max(6) })
    : z.object({ content: text });

const CONTENT_SHAPES: Record<ContentType, string> = {
  headline: '{"content": "one headline of at most 12 words"}',
  subheadline: '{"content": "one subheadline of one or two sentences"}',
  body: '{"content": "two or three short paragraphs of body copy, separated by blank lines"}',
  benefits:
    '{"items": [{"title": "a benefit in 2 to 6 words", "text": "one or two sentences"}]} with 3 to 6 items',
  cta: '{"content": "one call-to-action button label of 2 to 6 words"}',
  'email-subject': '{"content": "one email subject line of at most 60 characters"}',
  'email-body': '{"content": "a short marketing email body: greeting, 2 or 3 paragraphs, sign-off"}',
  faq: '{"items": [{"title": "a question a buyer asks", "text": "the answer in one to three sentences"}]} with 4 to 6 items',
};

/** How each type reads in the request. */
const TYPE_WORDS: Record<ContentType, string> = {
  headline: 'headline',
  subheadline: 'subheadline',
  body: 'body copy',
  benefits: 'benefits list',
  cta: 'call to action',
  'email-subject': 'email subject line',
  'email-body': 'email body',
  faq: 'FAQ',
};

/** What the model is asked for a whole funnel; the delays and example marks are added after. */
const funnelAnswerSchema = funnelCopySchema.extend({
  testimonials: z.array(z.object({ name: text, role: text, quote: text })).length(3),
  emails: z.array(z.object({ subject: text, body: text })).length(EMAIL_DELAYS_HOURS.length),
});

const FUNNEL_SHAPE = `{
  "hero": {"headline": string, "subheadline": string, "cta": string},
  "benefits": [{"title": string, "description": string}] (3 to 6),
  "testimonials": [{"name": string, "role": string, "quote": string}] (exactly 3 invented examples),
  "pricing": {"headline": string, "priceLabel": string, "description": string, "features": [string] (3 to 6), "cta": string, "guarantee": string},
  "faq": [{"question": string, "answer": string}] (4 to 6),
  "thankYou": {"headline": string, "body": string, "nextStep": string},
  "emails": [{"subject": string, "body": string}] (exactly 5: sent ${EMAIL_DELAYS_HOURS.join(', ')} hours after sign-up)
}`;

/**
 * Any OpenAI-compatible chat completions endpoint (OpenAI, or a self-hosted server at
 * OPENAI_BASE_URL): POST {baseUrl}/chat/completions in JSON mode. Every answer is parsed and
 * checked against a zod schema; an unusable one is sent back once with the problems found, and
 * a second unusable answer fails with UNUSABLE_ANSWER.
 */
export class OpenAiTextProvider implements TextProvider {
  readonly name = PROVIDER;

  constructor(
    private readonly settings: OpenAiTextSettings,
    private readonly timeoutMs: number,
  ) {}

  async complete(request: ContentRequest): Promise<GeneratedText> {
    const context = request.funnel
      ? `\nIt is for the funnel "${request.funnel.name}" (a ${request.funnel.templateType} page)` +
        (request.funnel.description ? `: ${request.funnel.description}` : '.')
      : '';
    const answer = await this.askForJson(
      `${WRITER}\nAnswer in this JSON shape: ${CONTENT_SHAPES[request.type]}`,
      `Write the ${TYPE_WORDS[request.type]} for this request: ${request.prompt}${context}`,
      contentAnswer(request.type),
    );
    if ('items' in answer && answer.items)
      return {
        content: answer.content?.trim() || itemsAsText(request.type, answer.items),
        items: answer.items,
      };
    return { content: answer.content ?? '', items: null };
  }

  async funnelCopy(brief: FunnelBrief): Promise<FunnelCopy> {
    const answer = await this.askForJson(
      `${WRITER}\nWrite the copy of a complete marketing funnel in this JSON shape:\n${FUNNEL_SHAPE}`,
      [
        `Business type: ${brief.businessType}`,
        `Target audience: ${brief.targetAudience}`,
        `Main product: ${brief.mainProduct}`,
        `Price point: ${brief.pricePoint} (US dollars)`,
        `Marketing goal: ${MARKETING_GOAL_LABELS[brief.marketingGoal]}`,
      ].join('\n'),
      funnelAnswerSchema,
    );
    return funnelCopySchema.parse({
      ...answer,
      testimonials: answer.testimonials.map((t) => ({
        ...t,
        name: t.name.includes(EXAMPLE_MARK) ? t.name : `${t.name} ${EXAMPLE_MARK}`,
      })),
      emails: answer.emails.map((email, i) => ({ ...email, delayHours: EMAIL_DELAYS_HOURS[i] })),
    });
  }

  /**
   * Asks for a JSON object and checks it against `schema`. An answer that is not JSON or fails
   * the schema is sent back once, quoting the problems; a second failure is a ProviderError
   * (502 at the edge) with UNUSABLE_ANSWER, never the model's text.
   */
  async askForJson<S extends z.ZodType>(system: string, user: string, schema: S): Promise<z.output<S>> {
    const messages: ChatMessage[] = [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ];
    const first = await this.chat(messages);
    const checked = check(first, schema);
    if (checked.ok) return checked.value;
    const second = await this.chat([
      ...messages,
      { role: 'assistant', content: first },
      {
        role: 'user',
        content: `${REPAIR_INTRO} ${checked.problems}\nAnswer again with one JSON object in the shape asked for, and nothing else.`,
      },
    ]);
    const repaired = check(second, schema);
    if (repaired.ok) return repaired.value;
    throw new ProviderError(PROVIDER, UNUSABLE_ANSWER, null, false);
  }

  private async chat(messages: ChatMessage[]): Promise<string> {
    const { apiKey, baseUrl, textModel } = this.settings;
    const response = await providerFetch({
      provider: PROVIDER,
      url: `${baseUrl}/chat/completions`,
      headers: { Authorization: `Bearer ${apiKey}` },
      json: { model: textModel, messages, response_format: { type: 'json_object' } },
      timeoutMs: this.timeoutMs,
    });
    // An answer that is not JSON, or has no text, is checked like an unusable one: asked again once.
    const parsed = completionSchema.safeParse(await response.json().catch(() => null));
    return parsed.success ? (parsed.data.choices[0]?.message.content ?? '') : '';
  }
}

type Checked<T> = { ok: true; value: T } | { ok: false; problems: string };

/** The answer as JSON, checked; else what was wrong, in words the model can act on. */
function check<S extends z.ZodType>(answer: string, schema: S): Checked<z.output<S>> {
  let json: unknown;
  try {
    json = JSON.parse(answer);
  } catch {
    return { ok: false, problems: 'It was not valid JSON.' };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.join('.') || '(the object)'}: ${issue.message}`)
    .join('; ');
  return { ok: false, problems: `It did not match the shape: ${problems}.` };
}
