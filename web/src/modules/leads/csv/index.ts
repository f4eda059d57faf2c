export { ExportLeadsButton, exportUrl, type ExportLeadsButtonProps } from './ExportLeadsButton';
export {
  ImportLeadsButton,
  ImportLeadsDialog,
  type ImportLeadsButtonProps,
  type ImportLeadsDialogProps,
} from './ImportLeadsDialog';
export type { ImportProgress } from './use-lead-import';
