import { Form, Input, Modal, Select, Switch } from 'antd';
import { useMemo, useRef } from 'react';
import {
  MAX_SLUG,
  MAX_STEP_NAME,
  RESERVED_SLUGS,
  SLUG_PATTERN,
  slugify,
  STEP_KIND_LABELS,
} from '../page-model/steps';
import { linkError, mediaUrlError } from '../page-model/content-checks';
import { STEP_KINDS, type FunnelStep, type StepKind, type StepSeo } from '../page-model/types';
import { useBuilder, useBuilderActions } from './builder-context';
import { MediaUrlInput } from './media/MediaUrlInput';

type Values = { name: string; slug: string; kind: StepKind } & StepSeo;

const KIND_OPTIONS = STEP_KINDS.map((kind) => ({ value: kind, label: STEP_KIND_LABELS[kind] }));

/**
 * A step's settings: its name, address and kind, and how it shows in search results and when
 * shared (SEO title, meta description, social image, canonical URL, noindex). With no step,
 * it adds one after the step shown.
 */
export function StepSettingsDialog({ step, onClose }: { step: FunnelStep | null; onClose(): void }) {
  const steps = useBuilder((s) => s.doc.steps);
  const funnelId = useBuilder((s) => s.funnelId);
  const actions = useBuilderActions();
  const [form] = Form.useForm<Values>();
  // Set once the address is typed: from then on it no longer follows the name.
  const slugTyped = useRef(false);
  const index = step ? steps.indexOf(step) : -1;
  const taken = useMemo(
    () => new Set(steps.filter((other) => other.id !== step?.id).map((other) => other.slug)),
    [steps, step],
  );
  const initial: Values = step
    ? { name: step.name, slug: step.slug, kind: step.kind, ...step.seo }
    : {
        name: '',
        slug: '',
        kind: 'thank-you',
        title: '',
        description: '',
        image: '',
        canonical: '',
        noindex: false,
      };

  const submit = (values: Values) => {
    const { name, slug, kind, title, description, image, canonical, noindex } = values;
    if (!step) {
      const id = actions.addStep(name.trim(), kind);
      if (id && slug) actions.updateStep(id, { slug });
    } else {
      actions.updateStep(step.id, {
        name: name.trim(),
        slug,
        kind,
        seo: {
          title: title.trim(),
          description: description.trim(),
          image: image.trim(),
          canonical: canonical.trim(),
          noindex,
        },
      });
    }
    onClose();
  };

  const base = funnelId ? `/p/${funnelId}/` : '/p/{funnel}/';
  return (
    <Modal
      open
      title={step ? `Step settings: ${step.name}` : 'Add a step'}
      okText={step ? 'Apply' : 'Add step'}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        onValuesChange={(changed: Partial<Values>) => {
          // A new step's address follows its name until it is typed itself.
          if (!step && changed.name !== undefined && !slugTyped.current)
            form.setFieldsValue({ slug: slugify(changed.name) });
        }}
      >
        <Form.Item
          name="name"
          label="Step name"
          rules={[{ required: true, whitespace: true, message: 'Give the step a name' }]}
        >
          <Input maxLength={MAX_STEP_NAME} placeholder="Thank you" autoFocus />
        </Form.Item>
        <Form.Item
          name="slug"
          label="Address"
          extra={index === 0 ? 'The first step is the funnel’s own address.' : `Served at ${base}<address>`}
          rules={[
            { required: true, message: 'Give the step an address' },
            {
              validator: async (_, value: string) => {
                if (!value) return;
                if (!SLUG_PATTERN.test(value) || value.length > MAX_SLUG)
                  throw new Error(`Use lowercase letters, digits and single hyphens (${MAX_SLUG} at most)`);
                if (RESERVED_SLUGS.includes(value)) throw new Error(`'${value}' is reserved: choose another`);
                if (taken.has(value)) throw new Error('Another step uses this address');
              },
            },
          ]}
        >
          <Input
            addonBefore={index === 0 ? undefined : base}
            maxLength={MAX_SLUG}
            placeholder="thank-you"
            onChange={() => (slugTyped.current = true)}
          />
        </Form.Item>
        <Form.Item name="kind" label="Kind of step">
          <Select options={KIND_OPTIONS} />
        </Form.Item>
        {step ? (
          <fieldset className="ff-step-seo">
            <legend>Search and sharing</legend>
            <Form.Item name="title" label="SEO title" extra="Empty: the funnel's name.">
              <Input maxLength={120} showCount />
            </Form.Item>
            <Form.Item
              name="description"
              label="Meta description"
              extra="Shown under the title in search results."
            >
              <Input.TextArea maxLength={300} showCount rows={2} />
            </Form.Item>
            <Form.Item
              name="image"
              label="Social image"
              extra="For Open Graph and Twitter cards. Empty: the step's first image."
              rules={[
                {
                  validator: async (_, value: string) => {
                    const problem = mediaUrlError(value ?? '', 'The image address');
                    if (problem) throw new Error(problem);
                  },
                },
              ]}
            >
              <MediaUrlInput placeholder="https://… or /uploads/…" />
            </Form.Item>
            <Form.Item
              name="canonical"
              label="Canonical URL"
              extra="Empty: the step's own address (its domain's, once verified)."
              rules={[
                {
                  validator: async (_, value: string) => {
                    const v = (value ?? '').trim();
                    if (v && (linkError(v) || !/^https?:\/\//i.test(v)))
                      throw new Error('Enter a full address starting with https:// or http://');
                  },
                },
              ]}
            >
              <Input maxLength={2000} placeholder="https://offers.example.com/" />
            </Form.Item>
            <Form.Item name="noindex" label="Hide from search engines (noindex)" valuePropName="checked">
              <Switch />
            </Form.Item>
          </fieldset>
        ) : null}
      </Form>
    </Modal>
  );
}
