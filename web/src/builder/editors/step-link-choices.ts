import { useMemo } from 'react';
import { isStepLink, NEXT_STEP_LINK, stepLink, stepLinkTarget } from '../../page-model/steps';
import { useBuilderIfAny } from '../builder-context';
import { activeStep } from '../builder-store';

export type StepLinkChoices = {
  /** The funnel's steps a link may lead to, as select options ('Next step' first when there is one). */
  options: Array<{ value: string; label: string }>;
  /** Whether the step shown is the funnel's last. */
  onLastStep: boolean;
  /** Why a stored step link leads nowhere, or null. */
  problem(link: string): string | null;
};

/** The steps a link on the step being edited can lead to. */
export function useStepLinkChoices(): StepLinkChoices {
  const steps = useBuilderIfAny((s) => s.doc.steps);
  const current = useBuilderIfAny((s) => activeStep(s).id);
  return useMemo(() => {
    const index = steps.findIndex((step) => step.id === current);
    const onLastStep = index === steps.length - 1;
    const next = steps[index + 1];
    const options = [
      ...(next ? [{ value: NEXT_STEP_LINK, label: `Next step (${next.name})` }] : []),
      ...steps
        .filter((step) => step.id !== current)
        .map((step) => ({ value: stepLink(step.id), label: `Step: ${step.name}` })),
    ];
    return {
      options,
      onLastStep,
      problem: (link) => {
        if (!isStepLink(link) || steps.length === 0) return null;
        if (stepLinkTarget(link, steps, index)) return null;
        return link === NEXT_STEP_LINK
          ? 'This is the last step: there is no next step. Choose where it leads.'
          : 'The step this led to was deleted. Choose where it leads.';
      },
    };
  }, [steps, current]);
}
