import type { ExperimentGoalFieldsFragment } from '../../gql/graphql';

export type GoalInput = { type: 'form' } | { type: 'click'; elementId: string; label?: string };

/** A goal as the api takes it back: no __typename, no nulls. */
export function goalInput(goal: ExperimentGoalFieldsFragment): GoalInput {
  if (goal.type !== 'click' || !goal.elementId) return { type: 'form' };
  return { type: 'click', elementId: goal.elementId, ...(goal.label ? { label: goal.label } : {}) };
}

/** The primary goal in words: 'A form sent' or 'A click on Button: Buy now'. */
export function goalLabel(goal: ExperimentGoalFieldsFragment): string {
  return goal.type === 'click' ? `A click on ${goal.label || goal.elementId || 'an element'}` : 'A form sent';
}

/** A goal as one value of a choice: 'form' or 'click:{elementId}'. */
export const goalValue = (goal: GoalInput): string =>
  goal.type === 'click' ? `click:${goal.elementId}` : 'form';

/** Back from goalValue, with the chosen element's label. */
export function goalFromValue(value: string, labelOf: (elementId: string) => string | undefined): GoalInput {
  if (!value.startsWith('click:')) return { type: 'form' };
  const elementId = value.slice('click:'.length);
  const label = labelOf(elementId);
  return { type: 'click', elementId, ...(label ? { label } : {}) };
}
