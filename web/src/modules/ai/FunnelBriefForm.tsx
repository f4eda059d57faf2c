import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { applyFieldErrors } from '../../app/form-errors';
import { failureToast } from '../../app/toast/notify';
import { toast } from '../../app/toast/toasts';
import type { GenerateFunnelInput } from '../../gql/graphql';
import {
  allFiveGiven,
  BUSINESS_TYPE_OPTIONS,
  listed,
  MARKETING_GOAL_OPTIONS,
  missingAnswers,
  PRICE_POINT_OPTIONS,
  type FunnelBriefValues,
} from './funnel-brief-options';
import { FUNNEL_GENERATOR_TEXT } from './funnel-generator-text';

const FIELDS = ['businessType', 'targetAudience', 'mainProduct', 'pricePoint', 'marketingGoal'] as const;
/** The api's longest answer to each text question. */
const MAX_TEXT = 200;

/**
 * The generator's five questions (002 §2): the button is enabled once all five are answered;
 * a blank required answer is 'Missing Information' naming each one; the server's refusals show
 * next to the fields they concern.
 */
export function FunnelBriefForm({
  disabled,
  onGenerate,
}: {
  disabled: boolean;
  onGenerate(input: GenerateFunnelInput): Promise<void>;
}) {
  const [form] = Form.useForm<FunnelBriefValues>();
  const values = Form.useWatch([], form) ?? {};
  const [starting, setStarting] = useState(false);

  const submit = async (answers: FunnelBriefValues) => {
    const missing = missingAnswers(answers);
    if (missing.length > 0) {
      toast({
        title: FUNNEL_GENERATOR_TEXT.missingTitle,
        description: `Please fill in the ${listed(missing)}.`,
        variant: 'destructive',
      });
      return;
    }
    setStarting(true);
    try {
      await onGenerate({
        businessType: answers.businessType ?? '',
        targetAudience: (answers.targetAudience ?? '').trim(),
        mainProduct: (answers.mainProduct ?? '').trim(),
        pricePoint: answers.pricePoint ?? null,
        marketingGoal: answers.marketingGoal ?? null,
      });
    } catch (failure) {
      const info = failureToast(failure, (error) => error.message, {
        title: FUNNEL_GENERATOR_TEXT.failedTitle,
        fallback: FUNNEL_GENERATOR_TEXT.failed,
      });
      applyFieldErrors(form, info.fieldErrors, FIELDS);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" className="ff-funnel-brief" disabled={disabled} onFinish={submit}>
      <Form.Item required name="businessType" label="Business type">
        <Select
          placeholder="Choose your kind of business"
          options={BUSINESS_TYPE_OPTIONS.map((option) => ({ ...option }))}
        />
      </Form.Item>
      <Form.Item
        required
        name="targetAudience"
        label="Target audience"
        extra="Who the funnel speaks to: the more specific, the better the copy."
      >
        <Input placeholder="e.g. first-time managers at tech start-ups" maxLength={MAX_TEXT} showCount />
      </Form.Item>
      <Form.Item required name="mainProduct" label="Main product" extra="It also names the funnel.">
        <Input placeholder="e.g. a 6-week leadership coaching programme" maxLength={MAX_TEXT} showCount />
      </Form.Item>
      <div className="ff-funnel-brief__pair">
        <Form.Item required name="pricePoint" label="Price point">
          <Select
            placeholder="Choose a price range"
            options={PRICE_POINT_OPTIONS.map((option) => ({ ...option }))}
          />
        </Form.Item>
        <Form.Item required name="marketingGoal" label="Marketing goal">
          <Select
            placeholder="Choose what the funnel is for"
            options={MARKETING_GOAL_OPTIONS.map((option) => ({ ...option }))}
          />
        </Form.Item>
      </div>
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        icon={<ThunderboltOutlined aria-hidden="true" />}
        loading={starting}
        disabled={disabled || !allFiveGiven(values)}
        block
      >
        {FUNNEL_GENERATOR_TEXT.generate}
      </Button>
      {!disabled && !allFiveGiven(values) ? (
        <p className="ff-muted ff-funnel-brief__hint">Answer all five questions to generate.</p>
      ) : null}
    </Form>
  );
}
