import { useId, useLayoutEffect, useRef } from 'react';
import './progress-bar.css';

/** What a ProgressBar shows: a visible label, the value in its range, and optionally how to read it out. */
export interface ProgressBarProps {
  label: string;
  value: number;
  min?: number;
  max?: number;
  /** How assistive technology reads the value ('Step 2 of 3'); the percentage when absent. */
  valueText?: string;
  /** 'done' shows the finished colour. */
  tone?: 'working' | 'done';
  /** How much of the bar to fill (0 to 1) when it should not follow the value (a step's middle, not its end). */
  fill?: number;
}

/**
 * A labelled progress bar (role progressbar with aria-valuenow). The fill's width is set through
 * the CSSOM (a custom property), which the site's Content-Security-Policy allows.
 */
export function ProgressBar({ label, value, min = 0, max = 100, valueText, tone = 'working', fill }: ProgressBarProps) {
  const id = useId();
  const track = useRef<HTMLDivElement>(null);
  const fraction = Math.min(Math.max(fill ?? (max > min ? (value - min) / (max - min) : 0), 0), 1);
  useLayoutEffect(() => {
    track.current?.style.setProperty('--progress', `${fraction * 100}%`);
  }, [fraction]);
  return (
    <div className={`progress progress--${tone}`}>
      <p className="progress__label" id={id}>
        {label}
      </p>
      <div
        ref={track}
        className="progress__track"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={Math.round(value)}
        aria-valuetext={valueText}
      >
        <div className="progress__fill" />
      </div>
    </div>
  );
}
