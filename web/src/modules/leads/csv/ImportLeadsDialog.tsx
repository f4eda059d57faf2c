import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Modal,
  Popconfirm,
  Progress,
  Radio,
  Select,
  Table,
  Upload,
  type ButtonProps,
} from 'antd';
import { useState } from 'react';
import type { LeadImportExisting } from '../../../gql/graphql';
import {
  LEAD_FIELDS,
  SKIP,
  fieldLabel,
  guessMapping,
  mapRecords,
  remap,
  type ColumnTarget,
  type LeadField,
} from './csv-mapping';
import { ImportJobProgress, ImportReportLink, count, fileSize } from './ImportJobProgress';
import { MAX_IMPORT_FILE_ROWS, parseCsvFile, type ParsedCsv } from './parse-csv';
import { isActive, useLeadImport, type ImportJob, type UploadState } from './use-lead-import';
import './csv.css';

export const PREVIEW_ROWS = 5;
export const NO_EMAIL_COLUMN = 'Map a column to Email: every lead needs an email address.';

const TARGET_OPTIONS = [
  { value: SKIP, label: 'Skip' },
  ...LEAD_FIELDS.map(({ value, label }) => ({ value, label })),
];

export const CONTINUES_ON_SERVER = 'The import continues on the server; you can close this window.';

type Loaded = { file: File; csv: ParsedCsv };

function ChooseFile({
  error,
  reading,
  onFile,
}: {
  error: string | null;
  reading: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <>
      <Upload.Dragger
        accept={{ format: '.csv,text/csv', filter: 'native' }}
        multiple={false}
        showUploadList={false}
        disabled={reading}
        beforeUpload={(file) => {
          onFile(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{reading ? 'Reading the file…' : 'Click or drag a CSV file here'}</p>
        <p className="ant-upload-hint">
          The first row must name the columns. Up to {MAX_IMPORT_FILE_ROWS.toLocaleString('en-US')} rows; the
          file is imported on the server, so you can close this window once it is uploaded.
        </p>
      </Upload.Dragger>
      {error ? <Alert className="ff-csv__alert" type="error" showIcon title={error} role="alert" /> : null}
    </>
  );
}

function MapColumns({
  loaded,
  mapping,
  onMap,
  onExisting,
  onExistingChange,
}: {
  loaded: Loaded;
  mapping: ColumnTarget[];
  onMap: (index: number, target: ColumnTarget) => void;
  onExisting: LeadImportExisting;
  onExistingChange: (value: LeadImportExisting) => void;
}) {
  const { headers, records } = loaded.csv;
  const first = records[0]?.cells ?? [];
  const mapped = mapping
    .map((target, index) => ({ target, index }))
    .filter((m): m is { target: LeadField; index: number } => m.target !== SKIP);
  const previewRows = mapRecords(records.slice(0, PREVIEW_ROWS), mapping).map((row, i) => ({
    ...row,
    key: records[i]?.rowNumber ?? i,
  }));
  const hasEmail = mapping.includes('email');

  return (
    <div className="ff-csv__map">
      <p className="ff-csv__file">
        <strong>{loaded.file.name}</strong> ·{' '}
        <span>{loaded.csv.complete ? count(records.length, 'row') : fileSize(loaded.file.size)}</span> ·{' '}
        <span>{count(headers.length, 'column')}</span>
      </p>
      <h4 className="ff-csv__heading">Match the columns</h4>
      <table className="ff-csv__columns">
        <thead>
          <tr>
            <th scope="col">CSV column</th>
            <th scope="col">First row</th>
            <th scope="col">Lead field</th>
          </tr>
        </thead>
        <tbody>
          {headers.map((header, index) => (
            <tr key={`${index}-${header}`} data-testid={`csv-column-${index}`}>
              <td>{header}</td>
              <td className="ff-csv__sample">{first[index] ?? ''}</td>
              <td>
                <Select
                  aria-label={`Lead field for column ${header}`}
                  className="ff-csv__target"
                  value={mapping[index] ?? SKIP}
                  options={TARGET_OPTIONS}
                  onChange={(target: ColumnTarget) => onMap(index, target)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {hasEmail ? null : <Alert className="ff-csv__alert" type="warning" showIcon title={NO_EMAIL_COLUMN} />}

      <h4 className="ff-csv__heading">Preview (first {Math.min(PREVIEW_ROWS, records.length)} rows)</h4>
      <div data-testid="csv-preview">
        <Table
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={previewRows}
          locale={{ emptyText: 'No columns are mapped yet' }}
          columns={[
            { title: 'Row', dataIndex: 'rowNumber', key: 'rowNumber', width: 56 },
            ...mapped.map(({ target }) => ({ title: fieldLabel(target), dataIndex: target, key: target })),
          ]}
        />
      </div>

      <h4 className="ff-csv__heading">Existing leads</h4>
      <p className="ff-csv__hint">When a row's email already belongs to one of your leads:</p>
      <Radio.Group
        aria-label="Existing leads"
        value={onExisting}
        onChange={(e) => onExistingChange(e.target.value as LeadImportExisting)}
        options={[
          { value: 'update', label: 'Update them (with the non-empty cells)' },
          { value: 'skip', label: 'Skip them' },
        ]}
      />
    </div>
  );
}

function Uploading({ upload }: { upload: Extract<UploadState, { phase: 'uploading' }> }) {
  const percent = upload.total === 0 ? 0 : Math.floor((upload.loaded / upload.total) * 100);
  return (
    <div className="ff-csv__running">
      <Progress percent={percent} status="active" aria-label="Upload progress" />
      <p aria-live="polite">
        Uploading the file… {fileSize(upload.loaded)} of {fileSize(upload.total)}
      </p>
    </div>
  );
}

function Finished({ job }: { job: ImportJob }) {
  const notDone = Math.max(0, (job.totalRows ?? 0) - job.processed);
  return (
    <div className="ff-csv__summary" data-testid="import-summary">
      {job.status === 'failed' ? (
        <Alert
          className="ff-csv__alert"
          type="error"
          showIcon
          title={`The import stopped: ${job.errorMessage ?? 'unknown error'}`}
          description={notDone > 0 ? `${count(notDone, 'row')} were not imported.` : undefined}
        />
      ) : job.status === 'cancelled' ? (
        <Alert
          className="ff-csv__alert"
          type="warning"
          showIcon
          title="Import cancelled"
          description={`${count(notDone, 'row')} were not imported.`}
        />
      ) : (
        <Alert className="ff-csv__alert" type="success" showIcon title="Import complete" />
      )}
      <ImportJobProgress job={job} />
      {job.skipped > 0 ? (
        <p className="ff-csv__hint">
          {count(job.skipped, 'row')} {job.skipped === 1 ? 'was' : 'were'} skipped. The report lists each with
          its reason. <ImportReportLink job={job} />
        </p>
      ) : null}
    </div>
  );
}

export type ImportLeadsDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called once the import job this dialog started ends (done, cancelled or failed). */
  onImported?: (job: ImportJob) => void;
};

/**
 * Import leads from a CSV file: choose the file (its first rows are read in the browser), match
 * its columns to lead fields, check a preview, choose what happens to existing leads, then upload
 * it. A job on the server imports it: the dialog shows its live progress and may be closed while
 * it runs (the Leads screen lists imports), then a summary with the report of skipped rows.
 */
export function ImportLeadsDialog({ open, onClose, onImported }: ImportLeadsDialogProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [mapping, setMapping] = useState<ColumnTarget[]>([]);
  const [onExisting, setOnExisting] = useState<LeadImportExisting>('update');
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const { upload, job, jobError, start, cancel, cancelling, cancelError, abortUpload, reset } =
    useLeadImport(onImported);

  const hasEmail = mapping.includes('email');
  const uploading = upload.phase === 'uploading';
  const following = upload.phase === 'uploaded';
  const active = following && (!job || isActive(job));

  const chooseFile = async (file: File) => {
    setReading(true);
    setFileError(null);
    const outcome = await parseCsvFile(file);
    setReading(false);
    if (!outcome.ok) {
      setFileError(outcome.error);
      return;
    }
    setLoaded({ file, csv: outcome.csv });
    setMapping(guessMapping(outcome.csv.headers));
  };

  const startOver = () => {
    setLoaded(null);
    setMapping([]);
    setFileError(null);
    setOnExisting('update');
    reset();
  };

  const close = () => {
    if (uploading) abortUpload();
    onClose();
  };

  const footer = (() => {
    if (uploading)
      return [
        <Button key="stop" onClick={abortUpload}>
          Cancel upload
        </Button>,
      ];
    if (active)
      return [
        <Popconfirm
          key="cancel"
          title="Cancel this import?"
          description="Rows already imported stay; the rest are not imported."
          okText="Cancel import"
          cancelText="Keep importing"
          okButtonProps={{ danger: true }}
          onConfirm={() => void cancel()}
        >
          <Button danger loading={cancelling} disabled={!job}>
            Cancel import
          </Button>
        </Popconfirm>,
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ];
    if (following)
      return [
        <Button key="again" onClick={startOver}>
          Import another file
        </Button>,
        <Button key="done" type="primary" onClick={onClose}>
          Done
        </Button>,
      ];
    if (loaded)
      return [
        <Button key="back" onClick={startOver}>
          Choose another file
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!hasEmail}
          onClick={() => void start(loaded.file, mapping, onExisting)}
        >
          {loaded.csv.complete ? `Import ${count(loaded.csv.records.length, 'row')}` : 'Import'}
        </Button>,
      ];
    return [
      <Button key="cancel" onClick={onClose}>
        Cancel
      </Button>,
    ];
  })();

  const body = (() => {
    if (uploading) return <Uploading upload={upload} />;
    if (following) {
      if (!job)
        return jobError ? (
          <Alert className="ff-csv__alert" type="error" showIcon title={jobError} role="alert" />
        ) : (
          <p aria-live="polite">Starting the import…</p>
        );
      if (!isActive(job)) return <Finished job={job} />;
      return (
        <div className="ff-csv__running">
          <ImportJobProgress job={job} />
          <Alert className="ff-csv__alert" type="info" showIcon title={CONTINUES_ON_SERVER} />
          {cancelError ? (
            <Alert className="ff-csv__alert" type="error" showIcon title={cancelError} role="alert" />
          ) : null}
        </div>
      );
    }
    if (loaded)
      return (
        <>
          <MapColumns
            loaded={loaded}
            mapping={mapping}
            onMap={(index, target) => setMapping((m) => remap(m, index, target))}
            onExisting={onExisting}
            onExistingChange={setOnExisting}
          />
          {upload.phase === 'failed' ? (
            <Alert
              className="ff-csv__alert"
              type="error"
              showIcon
              title={`The file was not imported: ${upload.message}`}
              role="alert"
            />
          ) : null}
        </>
      );
    return <ChooseFile error={fileError} reading={reading} onFile={(file) => void chooseFile(file)} />;
  })();

  return (
    <Modal
      open={open}
      title="Import Leads from CSV"
      width={760}
      onCancel={close}
      mask={{ closable: false }}
      afterClose={startOver}
      destroyOnHidden
      footer={footer}
    >
      {body}
    </Modal>
  );
}

export type ImportLeadsButtonProps = {
  /** Called once an import job started here ends; the leads list also reloads by itself (leadsChanged). */
  onImported?: (job: ImportJob) => void;
  /** Props for the toolbar button (size, type, block…); its text is 'Import CSV'. */
  buttonProps?: Omit<ButtonProps, 'onClick' | 'children'>;
};

/** The leads toolbar's 'Import CSV' button and its dialog. */
export function ImportLeadsButton({ onImported, buttonProps }: ImportLeadsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} {...buttonProps} onClick={() => setOpen(true)}>
        Import CSV
      </Button>
      <ImportLeadsDialog open={open} onClose={() => setOpen(false)} onImported={onImported} />
    </>
  );
}
