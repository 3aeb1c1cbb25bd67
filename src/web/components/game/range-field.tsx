import { type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx';
import type { SettingProps } from './segmented-picker';

/** The field's classes: the label row's, the read-out's and the slider's. */
export interface RangeLook {
  label: string;
  output?: string;
  input: string;
}

interface RangeFieldProps extends Omit<SettingProps<number>, 'className'> {
  label: string;
  min: number;
  max: number;
  /** The value as the read-out beside the label shows it. */
  readout: ReactNode;
  /** What a screen reader says for the value, where the bare number is not enough. */
  valueText?: string;
  look: RangeLook;
  outputTestId?: string;
  /** Buttons either side of the slider (mines: Easier and Harder). */
  sides?: readonly [ReactNode, ReactNode];
}

/**
 * A labelled native whole-number slider, one step a notch (arrow keys move it by one), with its
 * current value read out beside the label.
 */
export function RangeField(props: RangeFieldProps) {
  const id = useId();
  const { look, sides } = props;
  const input = (
    <input
      id={id}
      type="range"
      min={props.min}
      max={props.max}
      step={1}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(Number(event.target.value))}
      className={look.input}
      aria-valuetext={props.valueText}
    />
  );
  return (
    <>
      <div className={cx('flex items-baseline justify-between', look.label)}>
        <label htmlFor={id} className="font-medium text-ink-soft text-sm">
          {props.label}
        </label>
        <output
          htmlFor={id}
          data-testid={props.outputTestId}
          className={cx('font-bold font-display text-gold-300 tabular-nums', look.output)}
        >
          {props.readout}
        </output>
      </div>
      {sides ? (
        <div className="flex items-center gap-2">
          {sides[0]}
          {input}
          {sides[1]}
        </div>
      ) : (
        input
      )}
    </>
  );
}
