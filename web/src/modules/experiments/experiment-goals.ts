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
