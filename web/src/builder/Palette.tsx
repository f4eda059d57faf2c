import { Tooltip } from 'antd';
import { useBuilderActions } from './builder-context';
import { PALETTE } from './palette-items';

/**
 * The elements to add (000 §2.7): a sidebar on desktop, a bottom toolbar that scrolls sideways
 * on phones. Adding appends the element and selects it.
 */
export function Palette({ variant }: { variant: 'sidebar' | 'toolbar' }) {
  const actions = useBuilderActions();
  const add = (type: string) => {
    const id = actions.addElement(type);
    // Bring the new element into view so it is clear where it went.
    requestAnimationFrame(() => {
      document
        .querySelector(`[data-element-id="${CSS.escape(id)}"]`)
        ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    });
  };
  return (
    <nav className={`ff-palette ff-palette--${variant}`} aria-label="Add elements">
      {variant === 'sidebar' ? <h2 className="ff-palette__title">Elements</h2> : null}
      <ul className="ff-palette__list">
        {PALETTE.map(({ type, label, icon: Icon }) => (
          <li key={type}>
            <Tooltip title={variant === 'toolbar' ? label : undefined}>
              <button
                type="button"
                className="ff-palette__item"
                onClick={() => add(type)}
                aria-label={`Add ${label}`}
              >
                <Icon />
                <span className="ff-palette__label">{label}</span>
              </button>
            </Tooltip>
          </li>
        ))}
      </ul>
    </nav>
  );
}
