import { type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx';

/** A bet setting's field: its value, its change, and whether the round in play locks it. */
export interface SettingProps<Value> {
  value: Value;
  onChange: (value: Value) => void;
  disabled: boolean;
  className?: string;
}

/** A tile's classes: its layout, and its look picked, not picked, and unavailable. */
export interface TileLook {
  tile: string;
  selected: string;
  idle: string;
  unavailable?: string;
}

interface RadioTilesProps<Value extends string | number> extends SettingProps<Value> {
  legend: string;
  /** The legend's gap to the tiles. */
  legendClassName?: string;
  options: readonly Value[];
  /** The tiles' grid. */
  gridClassName: string;
  look: TileLook;
  /** A tile's content. */
  render: (option: Value, selected: boolean) => ReactNode;
  /** Options that cannot be picked now; they carry `unavailableTitle` as their tooltip. */
  unavailable?: (option: Value) => boolean;
  unavailableTitle?: string;
  /** The id of a note on the group (children, under the tiles). */
  describedBy?: string;
  children?: ReactNode;
}

/** A native radio group drawn as tiles: arrow keys move between them, the focus ring shows on the tile. */
export function RadioTiles<Value extends string | number>(props: RadioTilesProps<Value>) {
  const name = useId();
  const { value, onChange, unavailable, look } = props;
  return (
    <fieldset disabled={props.disabled} aria-describedby={props.describedBy} className={props.className}>
      <legend className={cx('font-medium text-ink-soft text-sm', props.legendClassName ?? 'mb-1')}>
        {props.legend}
      </legend>
      <div className={props.gridClassName}>
        {props.options.map((option) => {
          const selected = option === value;
          const blocked = unavailable?.(option) ?? false;
          return (
            <label
              key={option}
              title={blocked ? props.unavailableTitle : undefined}
              className={cx(
                'relative flex cursor-pointer transition',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-400 has-[:focus-visible]:outline-offset-2',
                look.tile,
                selected ? look.selected : look.idle,
                blocked && look.unavailable,
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={selected}
                disabled={blocked}
                onChange={() => onChange(option)}
                className="sr-only"
              />
              {props.render(option, selected)}
            </label>
          );
        })}
      </div>
      {props.children}
    </fieldset>
  );
}

/** Tiles of a locked group look locked. */
export const DISABLED_LOOK = 'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

interface SegmentedPickerProps<Value extends string> extends SettingProps<Value> {
  legend: string;
  options: readonly Value[];
  /** Each option's layout and type. */
  optionClassName: string;
  /** An option's content; selected ones sit on gold. */
  render: (option: Value, selected: boolean) => ReactNode;
}

/** Radio tiles dressed as segmented buttons in one bar. */
export function SegmentedPicker<Value extends string>({
  optionClassName,
  ...props
}: SegmentedPickerProps<Value>) {
  return (
    <RadioTiles
      {...props}
      gridClassName="grid grid-cols-3 gap-1 rounded-control border border-line bg-night-950/60 p-1"
      look={{
        tile: cx('rounded-[0.6rem] px-2 py-1.5', optionClassName, DISABLED_LOOK),
        selected: 'bg-gold text-gold-900 shadow-[0_6px_18px_-8px_rgb(245_176_20/0.9)]',
        idle: 'text-ink-soft hover:bg-white/5 hover:text-ink',
      }}
    />
  );
}
