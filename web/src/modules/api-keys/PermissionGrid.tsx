import { Checkbox } from 'antd';
import { API_ACCESS, API_AREAS } from './api-key-meta';

type Props = {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
};

/**
 * Read and write per area, as a grid of checkboxes, for a Form.Item. A group of checkboxes takes
 * no aria-required (Form.Item adds one to its control): that is left out, the rest passed on.
 */
export function PermissionGrid({ id, value, onChange, ...aria }: Props) {
  return (
    <div
      id={id}
      role="group"
      aria-label="Permissions"
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
    >
      <Checkbox.Group
        value={value}
        onChange={(checked) => onChange?.(checked.map(String))}
        className="ff-api-keys__grid"
      >
        <span />
        {API_ACCESS.map((access) => (
          <span key={access} className="ff-api-keys__grid-head">
            {access === 'read' ? 'Read' : 'Write'}
          </span>
        ))}
        {API_AREAS.map((area) => (
          <div key={area.key} className="ff-api-keys__grid-row" role="group" aria-label={area.label}>
            <span>{area.label}</span>
            {API_ACCESS.map((access) => (
              <Checkbox
                key={access}
                value={`${area.key}:${access}`}
                aria-label={`${access === 'read' ? 'Read' : 'Write'} ${area.label.toLowerCase()}`}
              />
            ))}
          </div>
        ))}
      </Checkbox.Group>
    </div>
  );
}
