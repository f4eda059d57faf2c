import { CloseOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Input, Popover, type GetRef } from 'antd';
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { AiTextGeneratorDocument } from '../../gql/graphql';
import type { AiListType } from '../../page-model/fields';
import { GeneratorBadge } from './GeneratorBadge';
import { useAiWrite, type AiWriteType, type AiWriting } from './use-ai-write';
import './ai.css';

/** The api takes prompts of at most 2000 characters. */
const PROMPT_MAX = 2000;

/** A benefit and its description, or a question and its answer. */
type TextAreaRef = GetRef<typeof Input.TextArea>;

export type AiWriteItem = { title: string; text: string };

type CommonProps = {
  /** The field's label: the button reads 'AI write: {label}', so each field's button is told apart. */
  label: string;
  /** What the prompt holds when the popover opens. */
  initialPrompt: string;
  /** The funnel being edited: the api reads its name and page type as context. */
  funnelId?: string | null;
};

type TextProps = CommonProps & {
  type: Exclude<AiWriteType, AiListType>;
  /** The field's limit: a longer text is not offered for use. */
  maxLength?: number;
  onUse(text: string): void;
};

type ListProps = CommonProps & {
  type: AiListType;
  /** The list's limit: more items are not offered for use. */
  maxItems?: number;
  /** The limits of an item's title and text fields. */
  maxTitleLength?: number;
  maxTextLength?: number;
  onUse(items: AiWriteItem[]): void;
};

export type AiWriteButtonProps = TextProps | ListProps;

const isListProps = (props: AiWriteButtonProps): props is ListProps =>
  props.type === 'benefits' || props.type === 'faq';

/** Why a writing cannot go into the field as it is, or null when it can. */
function problemOf(props: AiWriteButtonProps, writing: AiWriting): string | null {
  if (isListProps(props)) {
    const count = writing.items?.length ?? 0;
    if (count === 0) return 'The answer has no items to use. Please generate again.';
    if (props.maxItems !== undefined && count > props.maxItems)
      return `The answer has ${count} items; this list takes at most ${props.maxItems}.`;
    const { maxTitleLength, maxTextLength } = props;
    for (const { title, text } of writing.items ?? []) {
      const name = title.slice(0, 60);
      if (maxTitleLength !== undefined && title.length > maxTitleLength)
        return `'${name}' has ${title.length} characters; a title in this list takes at most ${maxTitleLength}. Please generate again.`;
      if (maxTextLength !== undefined && text.length > maxTextLength)
        return `The text of '${name}' has ${text.length} characters; this list takes at most ${maxTextLength}. Please generate again.`;
    }
    return null;
  }
  const length = writing.content.trim().length;
  if (length === 0) return 'The answer is empty. Please generate again.';
  if (props.maxLength !== undefined && length > props.maxLength)
    return `The text has ${length} characters; this field takes at most ${props.maxLength}. Generate again or ask for something shorter.`;
  return null;
}

/**
 * 'AI write' beside a text field (issue 19): a popover with a prompt, Generate, the written text
 * with who wrote it, and 'Use this text', which hands it to the field's own onChange.
 */
export function AiWriteButton(props: AiWriteButtonProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const prompt = useRef<TextAreaRef>(null);
  // Closed from inside (Escape, Close, Use): focus goes back to the button that opened it.
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      destroyOnHidden
      // Into the prompt once the popover shows (autoFocus runs before it is placed and is lost).
      afterOpenChange={(shown) => {
        if (shown) prompt.current?.focus();
      }}
      content={<AiWritePanel {...props} promptRef={prompt} onClose={close} />}
    >
      <Button
        ref={trigger}
        size="small"
        type="link"
        className="ff-ai-write__trigger"
        icon={<EditOutlined aria-hidden="true" />}
        aria-label={`AI write: ${props.label}`}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        AI write
      </Button>
    </Popover>
  );
}

function AiWritePanel(
  props: AiWriteButtonProps & { promptRef: RefObject<TextAreaRef | null>; onClose(): void },
) {
  const { label, initialPrompt, funnelId, type, promptRef, onClose } = props;
  const id = useId();
  const [prompt, setPrompt] = useState(() => initialPrompt.slice(0, PROMPT_MAX));
  const { generate, busy, writing, error } = useAiWrite(type, funnelId ?? null);
  // Who writes now, said before the first writing (a failed look-up just leaves it out).
  const generator = useQuery(AiTextGeneratorDocument, { fetchPolicy: 'cache-first' });
  const blank = prompt.trim() === '';
  const problem = writing ? problemOf(props, writing) : null;

  const start = () => {
    if (!blank && !busy) void generate(prompt);
  };
  const use = () => {
    if (!writing || problem) return;
    if (isListProps(props)) props.onUse((writing.items ?? []).map(({ title, text }) => ({ title, text })));
    else props.onUse(writing.content.trim());
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    // Only the popover closes, not the dialog it sits in.
    event.stopPropagation();
    onClose();
  };

  return (
    <section
      className="ff-ai-write"
      role="dialog"
      aria-label={`AI write: ${label}`}
      aria-busy={busy}
      onKeyDown={onKeyDown}
    >
      <div className="ff-ai-write__head">
        <strong>AI write: {label}</strong>
        <Button size="small" type="text" icon={<CloseOutlined />} aria-label="Close" onClick={onClose} />
      </div>
      <label className="ff-ai-write__label" htmlFor={`${id}-prompt`}>
        What to write about
      </label>
      <Input.TextArea
        id={`${id}-prompt`}
        ref={promptRef}
        value={prompt}
        maxLength={PROMPT_MAX}
        rows={3}
        readOnly={busy}
        placeholder="e.g. a yoga course for busy parents"
        aria-describedby={`${id}-keys`}
        onChange={(event) => setPrompt(event.target.value)}
        onKeyDown={(event) => {
          // Enter generates; Shift+Enter starts a new line.
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            start();
          }
        }}
      />
      <span className="ff-ai-write__keys" id={`${id}-keys`}>
        Enter generates, Shift+Enter adds a line, Escape closes.
      </span>
      <div className="ff-ai-write__actions">
        <Button type="primary" size="small" loading={busy} disabled={blank && !busy} onClick={start}>
          {busy ? 'Writing…' : writing ? 'Generate again' : 'Generate'}
        </Button>
        {!writing && generator.data ? (
          <span className="ff-ai-write__by">
            by <GeneratorBadge generator={generator.data.aiTextGenerator} />
          </span>
        ) : null}
      </div>
      {busy ? (
        <span className="ff-visually-hidden" role="status">
          Writing the text, please wait…
        </span>
      ) : null}
      {error ? <Alert type="error" showIcon title={error} className="ff-ai-write__alert" /> : null}
      {writing ? (
        <div className="ff-ai-write__result" aria-label="Written text" role="group">
          <GeneratorBadge generator={writing.generator} />
          {writing.items && writing.items.length > 0 ? (
            <ol className="ff-ai-write__items">
              {writing.items.map((item, index) => (
                <li key={index}>
                  <strong>{item.title}</strong>
                  <span>{item.text}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="ff-ai-write__text">{writing.content}</p>
          )}
          {problem ? <Alert type="warning" showIcon title={problem} className="ff-ai-write__alert" /> : null}
          <Button type="primary" size="small" disabled={busy || problem !== null} onClick={use}>
            Use this text
          </Button>
        </div>
      ) : null}
    </section>
  );
}
