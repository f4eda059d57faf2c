import type { Funnel } from '../funnels';
import type { PageConfigData } from '../page-renderer';
import type { ExperimentGoalData, ExperimentStatus } from './experiment-data';
import type { Experiment } from './experiment.entity';

const goalView = (goal: ExperimentGoalData) => ({
  type: goal.type,
  elementId: goal.type === 'click' ? goal.elementId : null,
  label: goal.type === 'click' ? (goal.label ?? null) : null,
});

/** An experiment as GraphQL and REST answer it: with its funnel's and step's names. */
export type ExperimentView = {
  id: string;
  name: string;
  funnelId: string;
  funnelName: string;
  stepId: string;
  stepName: string;
  status: ExperimentStatus;
  variants: Array<{ key: string; name: string; weight: number; content: Record<string, unknown> | null }>;
  goals: { primary: ReturnType<typeof goalView>; secondary: Array<ReturnType<typeof goalView>> };
  autoPromote: boolean;
  startedAt: Date | null;
  endedAt: Date | null;
  winnerKey: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toExperimentView(
  experiment: Experiment,
  funnel: Pick<Funnel, 'name'> | null,
  config: PageConfigData | null,
): ExperimentView {
  return {
    id: experiment.id,
    name: experiment.name,
    funnelId: experiment.funnel.id,
    funnelName: funnel?.name ?? '',
    stepId: experiment.stepId,
    stepName: config?.steps.find((s) => s.id === experiment.stepId)?.name ?? experiment.stepId,
    status: experiment.status,
    variants: experiment.variants.map((v) => ({
      key: v.key,
      name: v.name,
      weight: v.weight,
      content: v.content ? { ...v.content } : null,
    })),
    goals: {
      primary: goalView(experiment.goals.primary),
      secondary: experiment.goals.secondary.map(goalView),
    },
    autoPromote: experiment.autoPromote,
    startedAt: experiment.startedAt ?? null,
    endedAt: experiment.endedAt ?? null,
    winnerKey: experiment.winnerKey ?? null,
    createdAt: experiment.createdAt,
    updatedAt: experiment.updatedAt,
  };
}
