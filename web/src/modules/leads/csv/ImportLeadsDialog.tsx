import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Radio, Select, Table, Upload, type ButtonProps } from 'antd';
import { useMemo, useState } from 'react';
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
import { MAX_IMPORT_FILE_ROWS, parseCsvFile, type ParsedCsv } from './parse-csv';
import { useLeadImport, type ImportProgress } from './use-lead-import';
import './csv.css';

export const PREVIEW_ROWS = 5;
export const NO_EMAIL_COLUMN = 'Map a column to Email: every lead needs an email address.';

const TARGET_OPTIONS = [
  { value: SKIP, label: 'Skip' },
  ...LEAD_FIELDS.map(({ value, label }) => ({ value, label })),
];

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

type Loaded = { name: string; csv: ParsedCsv };

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
          file is read in your browser.
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
        <strong>{loaded.name}</strong> · <span>{count(records.length, 'row')}</span> ·{' '}
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

function Running({ progress }: { progress: ImportProgress }) {
  const percent = progress.total === 0 ? 0 : Math.floor((progress.processed / progress.total) * 100);
  return (
    <div className="ff-csv__running">
      <Progress percent={percent} status="active" aria-label="Import progress" />
      <p aria-live="polite">
        {progress.cancelling
          ? `Stopping after this batch… ${progress.processed.toLocaleString('en-US')} of ${count(progress.total, 'row')} done`
          : `Imported ${progress.processed.toLocaleString('en-US')} of ${count(progress.total, 'row')}`}
      </p>
    </div>
  );
}

function Summary({ progress }: { progress: ImportProgress }) {
  const notSent = progress.total - progress.processed;
  return (
    <div className="ff-csv__summary" data-testid="import-summary">
      {progress.failure ? (
        <Alert
          className="ff-csv__alert"
          type="error"
          showIcon
          title={`The import stopped: ${progress.failure}`}
          description={`${count(notSent, 'row')} were not imported.`}
        />
      ) : progress.cancelled ? (
        <Alert
          className="ff-csv__alert"
          type="warning"
          showIcon
          title="Import cancelled"
          description={`${count(notSent, 'row')} were not imported.`}
        />
      ) : (
        <Alert className="ff-csv__alert" type="success" showIcon title="Import complete" />
      )}
      <dl className="ff-csv__counts">
        <div>
          <dt>Created</dt>
          <dd data-testid="count-created">{progress.created.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd data-testid="count-updated">{progress.updated.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Skipped</dt>
          <dd data-testid="count-skipped">{progress.skipped.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      {progress.issues.length > 0 ? (
        <>
          <h4 className="ff-csv__heading">Skipped rows</h4>
          <ul className="ff-csv__issues" aria-label="Skipped rows" tabIndex={0}>
            {progress.issues.map((issue) => (
              <li key={`${issue.row}-${issue.email}`}>
                <span className="ff-csv__issue-reason">
                  <span className="ff-csv__issue-row">Row {issue.row}:</span> {issue.reason}
                </span>
                {issue.email ? <span className="ff-csv__issue-email">{issue.email}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export type ImportLeadsDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called once an import run ends (complete, cancelled or failed) with what it did. */
  onImported?: (progress: ImportProgress) => void;
};

/**
 * Import leads from a CSV file: choose the file (read and parsed in the browser), match its
 * columns to lead fields, check a preview, choose what happens to existing leads, then import in
 * chunks of 500 with a progress bar and a summary of created, updated and skipped rows.
 */
export function ImportLeadsDialog({ open, onClose, onImported }: ImportLeadsDialogProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [mapping, setMapping] = useState<ColumnTarget[]>([]);
  const [onExisting, setOnExisting] = useState<LeadImportExisting>('update');
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const { progress, start, cancel, reset } = useLeadImport(onImported);

  const rows = useMemo(() => (loaded ? mapRecords(loaded.csv.records, mapping) : []), [loaded, mapping]);
  const hasEmail = mapping.includes('email');
  const running = progress.state === 'running';

  const chooseFile = async (file: File) => {
    setReading(true);
    setFileError(null);
    const outcome = await parseCsvFile(file);
    setReading(false);
    if (!outcome.ok) {
      setFileError(outcome.error);
      return;
    }
    setLoaded({ name: file.name, csv: outcome.csv });
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
    if (running) {
      cancel();
      return;
    }
    onClose();
  };

  const footer = (() => {
    if (progress.state === 'running')
      return [
        <Button key="cancel" onClick={cancel} disabled={progress.cancelling}>
          Cancel
        </Button>,
      ];
    if (progress.state === 'done')
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
        <Button key="import" type="primary" disabled={!hasEmail} onClick={() => void start(rows, onExisting)}>
          Import {count(rows.length, 'row')}
        </Button>,
      ];
    return [
      <Button key="cancel" onClick={onClose}>
        Cancel
      </Button>,
    ];
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
      {progress.state === 'running' ? (
        <Running progress={progress} />
      ) : progress.state === 'done' ? (
        <Summary progress={progress} />
      ) : loaded ? (
        <MapColumns
          loaded={loaded}
          mapping={mapping}
          onMap={(index, target) => setMapping((m) => remap(m, index, target))}
          onExisting={onExisting}
          onExistingChange={setOnExisting}
        />
      ) : (
        <ChooseFile error={fileError} reading={reading} onFile={(file) => void chooseFile(file)} />
      )}
    </Modal>
  );
}

export type ImportLeadsButtonProps = {
  /** Called once an import run ends; the leads list also reloads by itself (leadsChanged). */
  onImported?: (progress: ImportProgress) => void;
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
