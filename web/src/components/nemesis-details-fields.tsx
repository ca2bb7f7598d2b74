import type { BoundField } from '../hooks/use-form.ts';
import { TextField } from './text-field.tsx';
import './nemesis-details-fields.css';

/** The fields of a nemesis's details, as typed. */
export type NemesisDetailField = 'nemesisName' | 'nemesisAge' | 'nemesisOccupation';

/** Each detail's label. */
export const nemesisDetailLabels = {
  nemesisName: 'Nemesis Name',
  nemesisAge: 'Age',
  nemesisOccupation: 'Occupation',
} as const satisfies Record<NemesisDetailField, string>;

/** Who the nemesis is: name, then age beside occupation on wider screens (the wizard's first step, the admin playground). */
export function NemesisDetailsFields({ field }: { field: (name: NemesisDetailField) => BoundField }) {
  return (
    <>
      <TextField label={nemesisDetailLabels.nemesisName} autoComplete="off" {...field('nemesisName')} />
      <div className="nemesis-details-fields__row">
        <div className="nemesis-details-fields__age">
          <TextField
            label={nemesisDetailLabels.nemesisAge}
            inputMode="numeric"
            autoComplete="off"
            {...field('nemesisAge')}
          />
        </div>
        <div className="nemesis-details-fields__grow">
          <TextField label={nemesisDetailLabels.nemesisOccupation} autoComplete="off" {...field('nemesisOccupation')} />
        </div>
      </div>
    </>
  );
}
