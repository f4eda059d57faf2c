import { BgColorsOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useBuilder, useBuilderActions } from './builder-context';
import { activeStep } from './builder-store';
import { ColorField } from './editors/ColorField';
import { SwitchField } from './editors/fields';
import { GRADIENT_PALETTE } from './editors/palettes';

/** 000 §2.7: the page background — a colour, or a gradient when useGradient is on. */
export function BackgroundPicker() {
  const background = useBuilder((s) => activeStep(s).pageBackground);
  const actions = useBuilderActions();
  const content = (
    <div className="ff-background-picker">
      <ColorField
        label="Page colour"
        value={background.color}
        allowClear={false}
        onChange={(color) => actions.setBackground({ ...background, color: color || '#ffffff' })}
      />
      <SwitchField
        label="Use a gradient"
        value={background.useGradient}
        onChange={(useGradient) =>
          actions.setBackground({
            ...background,
            useGradient,
            gradient: useGradient && !background.gradient ? (GRADIENT_PALETTE[0] ?? '') : background.gradient,
          })
        }
      />
      {background.useGradient ? (
        <div className="ff-background-picker__gradients" role="radiogroup" aria-label="Gradient">
          {GRADIENT_PALETTE.map((gradient) => (
            <button
              key={gradient}
              type="button"
              role="radio"
              aria-checked={background.gradient === gradient}
              aria-label={gradient}
              className="ff-background-picker__swatch"
              style={{ backgroundImage: gradient }}
              onClick={() => actions.setBackground({ ...background, gradient })}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="Page background" content={content}>
      <Button icon={<BgColorsOutlined />} aria-label="Page background">
        <span className="ff-builder-bar__label">Background</span>
      </Button>
    </Popover>
  );
}
