export { ExportLeadsButton, exportUrl, type ExportLeadsButtonProps } from './ExportLeadsButton';
export {
  ImportLeadsButton,
  ImportLeadsDialog,
  type ImportLeadsButtonProps,
  type ImportLeadsDialogProps,
} from './ImportLeadsDialog';
export { ImportsPanel } from './ImportsPanel';
export type { ImportJob } from './use-lead-import';
