import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { applyFieldErrors } from '../../app/form-errors';
import { successToast } from '../../app/toast/notify';
import {
  AddExperimentVariantDocument,
  ExperimentFunnelConfigDocument,
  RemoveExperimentVariantDocument,
  UpdateExperimentDocument,
  type ExperimentDetailFragment,
} from '../../gql/graphql';
import { CONTROL_KEY, MAX_VARIANTS, variantEditorPath } from './experiment-meta';
import { goalFromValue, goalInput, goalValue } from './experiment-goals';
import { experimentFailureToast } from './experiment-toasts';
import { stepClickTargets } from './step-click-targets';

type SetupValues = {
  name: string;
  autoPromote: boolean;
  variants: Record<string, { name: string; weight: number }>;
  goal: 'form' | 'click';
  elementId?: string;
  /** Also measured, each as goalValue. */
  secondary: string[];
};

const initialValues = (e: ExperimentDetailFragment): SetupValues => ({
  name: e.name,
  autoPromote: e.autoPromote,
  variants: Object.fromEntries(e.variants.map((v) => [v.key, { name: v.name, weight: v.weight }])),
  goal: e.goals.primary.type === 'click' ? 'click' : 'form',
  elementId: e.goals.primary.elementId ?? undefined,
  secondary: e.goals.secondary.map((g) => goalValue(goalInput(g))),
});

/**
 * A draft's setup: its name, the variants (names, weights, their pages, adding and removing),
 * what counts as a conversion and auto-promotion. Saved together with 'Save setup'; adding or
 * removing a variant is saved at once. Mount it with key={experiment.updatedAt} so a saved
 * change starts it afresh.
 */
export function ExperimentSetup({
  experiment: e,
  onDirtyChange,
}: {
  experiment: ExperimentDetailFragment;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const headingId = useId();
  const { modal } = App.useApp();
  const [form] = Form.useForm<SetupValues>();
  // Edits since the setup was loaded or saved (the page hears of them through onDirtyChange).
  const dirty = useRef(false);
  const [update, { loading: saving }] = useMutation(UpdateExperimentDocument);
  const [addVariant, { loading: adding }] = useMutation(AddExperimentVariantDocument);
  const [removeVariant] = useMutation(RemoveExperimentVariantDocument);
  // Once is enough: the builder's saves update the cached config, and a saved setup remounts this.
  const config = useQuery(ExperimentFunnelConfigDocument, { variables: { id: e.funnelId } });
  const goal = Form.useWatch('goal', form);
  const primaryElement = Form.useWatch('elementId', form);
  const weights = Form.useWatch('variants', form);
  useEffect(() => onDirtyChange(false), [onDirtyChange]);

  const targets = stepClickTargets(config.data?.funnel.config, e.stepId);
  const current = e.goals.primary;
  // The saved element stays choosable even when it is no longer found on the step.
  const targetOptions = [
    ...(current.elementId && !targets.some((t) => t.elementId === current.elementId)
      ? [{ value: current.elementId, label: current.label || current.elementId }]
      : []),
    ...targets.map((t) => ({ value: t.elementId, label: t.label })),
  ];
  // What else can be measured: a form sent, or a click on any button but the primary goal's.
  const saved = e.goals.secondary.map((g) => goalInput(g));
  const secondaryOptions = [
    { value: 'form', label: 'A form sent' },
    ...targetOptions.map((t) => ({ value: `click:${t.value}`, label: `A click on ${t.label}` })),
    ...saved
      .filter((g) => g.type === 'click' && !targetOptions.some((t) => t.value === g.elementId))
      .map((g) => ({
        value: goalValue(g),
        label: `A click on ${g.type === 'click' ? (g.label ?? g.elementId) : ''}`,
      })),
  ].filter((option) =>
    goal === 'click' ? option.value !== `click:${primaryElement ?? ''}` : option.value !== 'form',
  );
  const totalWeight = e.variants.reduce((sum, v) => sum + (weights?.[v.key]?.weight ?? v.weight), 0);

  /** Saves the setup; answers whether it was (a failure has said why). */
  const persist = async (values: SetupValues): Promise<boolean> => {
    const target = targetOptions.find((t) => t.value === values.elementId);
    try {
      await update({
        variables: {
          id: e.id,
          input: {
            name: values.name.trim(),
            autoPromote: values.autoPromote,
            goals: {
              primary:
                values.goal === 'click' && values.elementId
                  ? { type: 'click', elementId: values.elementId, label: target?.label ?? values.elementId }
                  : { type: 'form' },
              secondary: values.secondary
                .filter((value) => secondaryOptions.some((option) => option.value === value))
                .map((value) =>
                  goalFromValue(value, (id) => targetOptions.find((t) => t.value === id)?.label),
                ),
            },
            weights: e.variants.map((v) => ({
              key: v.key,
              weight: values.variants[v.key]?.weight ?? v.weight,
            })),
            variantNames: e.variants.map((v) => ({
              key: v.key,
              name: values.variants[v.key]?.name.trim() || v.key,
            })),
          },
        },
      });
      dirty.current = false;
      return true;
    } catch (error) {
      const info = experimentFailureToast(error, 'Could not save the A/B test. Please try again.');
      applyFieldErrors(form, info.fieldErrors, ['name']);
      return false;
    }
  };

  const save = async (values: SetupValues) => {
    if (await persist(values)) successToast('A/B test saved');
  };

  /**
   * Adding or removing a variant is saved at once and starts the form afresh: edits not saved
   * yet are saved first (or, when they are not valid, the form shows why and nothing changes).
   */
  const saveEditsFirst = async (): Promise<boolean> => {
    if (!dirty.current) return true;
    // A field that is not valid shows its message in the form: nothing else to say here.
    const values = await form.validateFields().catch(() => null);
    return values ? persist(values) : false;
  };

  const add = async () => {
    if (!(await saveEditsFirst())) return;
    try {
      await addVariant({ variables: { id: e.id } });
      successToast('Variant added: a copy of the page as it is');
    } catch (error) {
      experimentFailureToast(error, 'Could not add a variant. Please try again.');
    }
  };

  const confirmRemove = (key: string) =>
    modal.confirm({
      title: `Remove variant ${key}?`,
      content: 'Its page and its changes are deleted; the variants after it move up a letter.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        if (!(await saveEditsFirst())) return;
        try {
          await removeVariant({ variables: { id: e.id, key } });
          successToast(`Variant ${key} removed`);
        } catch (error) {
          experimentFailureToast(error, 'Could not remove the variant. Please try again.');
        }
      },
    });

  return (
    <section className="ff-experiment__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="ff-experiment__section-title">
        Setup
      </h2>
      <Card>
        <Form<SetupValues>
          form={form}
          layout="vertical"
          initialValues={initialValues(e)}
          onValuesChange={() => {
            dirty.current = true;
            onDirtyChange(true);
          }}
          onFinish={save}
          requiredMark={false}
        >
          <div className="ff-experiment-setup__row">
            <Form.Item
              className="ff-experiment-setup__name"
              label="Test name"
              name="name"
              rules={[{ required: true, whitespace: true, message: 'Name is required' }, { max: 200 }]}
            >
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item label="Promote the winner automatically" name="autoPromote" valuePropName="checked">
              <Switch />
            </Form.Item>
          </div>

          <div className="ff-variant-grid">
            {e.variants.map((v) => {
              const weight = weights?.[v.key]?.weight ?? v.weight;
              return (
                <fieldset key={v.key} className="ff-variant-setup">
                  <legend>Variant {v.key}</legend>
                  <Form.Item
                    label="Name"
                    name={['variants', v.key, 'name']}
                    rules={[
                      { required: true, whitespace: true, message: 'A variant needs a name' },
                      { max: 60 },
                    ]}
                  >
                    <Input maxLength={60} />
                  </Form.Item>
                  <Form.Item
                    label="Weight"
                    name={['variants', v.key, 'weight']}
                    extra={
                      totalWeight > 0
                        ? `${Math.round(((weight || 0) / totalWeight) * 100)}% of visitors`
                        : null
                    }
                    rules={[{ required: true, message: 'A weight is a whole number from 1 to 100' }]}
                  >
                    <InputNumber min={1} max={100} precision={0} />
                  </Form.Item>
                  {v.key === CONTROL_KEY ? (
                    <p className="ff-muted ff-variant-setup__note">The page as it is in the funnel.</p>
                  ) : (
                    <div className="ff-variant-setup__actions">
                      <Link
                        to={variantEditorPath(e.funnelId, e.id, v.key)}
                        aria-label={`Edit page of variant ${v.key}`}
                      >
                        <EditOutlined aria-hidden /> Edit page
                      </Link>
                      {e.variants.length > 2 ? (
                        <Button
                          type="text"
                          danger
                          size="small"
                          icon={<DeleteOutlined />}
                          aria-label={`Remove variant ${v.key}`}
                          onClick={() => confirmRemove(v.key)}
                        >
                          Remove
                        </Button>
                      ) : null}
                    </div>
                  )}
                </fieldset>
              );
            })}
          </div>
          <p className="ff-experiment-setup__add">
            {e.variants.length < MAX_VARIANTS ? (
              <Button icon={<PlusOutlined />} loading={adding} onClick={() => void add()}>
                Add variant
              </Button>
            ) : (
              <span className="ff-muted">An A/B test has at most {MAX_VARIANTS} variants.</span>
            )}
          </p>

          <fieldset className="ff-experiment-setup__goal">
            <legend>What counts as a conversion</legend>
            <Form.Item name="goal">
              <Radio.Group
                options={[
                  { value: 'form', label: 'A form sent' },
                  { value: 'click', label: 'A click on an element' },
                ]}
              />
            </Form.Item>
            {goal === 'click' ? (
              <Form.Item
                label="Element clicked"
                name="elementId"
                rules={[{ required: true, message: 'Choose the element whose click counts as a conversion' }]}
                extra={
                  !config.loading && targetOptions.length === 0
                    ? `${e.stepName} has no buttons to click: add one in the builder, or count forms sent.`
                    : null
                }
              >
                <Select
                  loading={config.loading}
                  options={targetOptions}
                  placeholder="Choose a button"
                  getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
                />
              </Form.Item>
            ) : null}
            <Form.Item
              label="Also measure"
              name="secondary"
              extra="Shown beside each variant's conversion rate; the verdict follows the conversion above."
            >
              <Select
                mode="multiple"
                allowClear
                options={secondaryOptions}
                placeholder="Nothing else"
                maxCount={5}
                getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
              />
            </Form.Item>
          </fieldset>

          <Button type="primary" htmlType="submit" loading={saving}>
            Save setup
          </Button>
        </Form>
      </Card>
    </section>
  );
}
