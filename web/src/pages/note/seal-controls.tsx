import { useId, useState } from 'react';
import type { NoteSeal } from '#contract/notes/note-schemas.ts';
import { sealMessages } from '#contract/notes/seal-messages.ts';
import { momentInZone } from '#contract/site/nemesis-day.ts';
import { callLazily } from '../../api/call-lazily.ts';
import { useWrite } from '../../api/use-write.ts';
import { CallError } from '../../components/call-error.tsx';
import { Emoji } from '../../components/emoji.tsx';
import { TimeZoneSelect } from '../../components/time-zone-select.tsx';
import './seal-controls.css';

/**
 * What the author of a sealed note sees above it: until when it is sealed, and the choice to open it
 * now or move it to another time zone's midnight. `onChanged` loads the note again afterwards.
 */
export function SealControls({
  shortUuid,
  seal,
  onChanged,
}: {
  shortUuid: string;
  seal: NoteSeal;
  onChanged: () => void;
}) {
  const id = useId();
  const [zone, setZone] = useState(seal.timeZone);
  const params = { shortUuid };
  const open = useWrite(() => callLazily('openNoteEarly', { params }), { onSuccess: onChanged });
  const move = useWrite((timeZone: string) => callLazily('changeNoteSeal', { params, body: { timeZone } }), {
    onSuccess: onChanged,
  });
  const failure = open.error ?? move.error;
  const busy = open.isPending || move.isPending;
  return (
    <section className="seal-controls" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="seal-controls__title">
        <span aria-hidden="true">
          <Emoji emoji="🔒" />
        </span>{' '}
        {sealMessages.sealedBadge}
      </h2>
      <p className="seal-controls__when">
        {sealMessages.opens} {momentInZone(new Date(seal.opensAt), seal.timeZone)}. {sealMessages.authorNote}
      </p>
      <form
        className="seal-controls__zone"
        onSubmit={(event) => {
          event.preventDefault();
          move.mutate(zone);
        }}
      >
        <label className="field__label" htmlFor={`${id}-zone`}>
          {sealMessages.changeZone}
        </label>
        <TimeZoneSelect id={`${id}-zone`} value={zone} onChange={setZone} />
        <button type="submit" className="button" disabled={busy || zone === seal.timeZone}>
          {sealMessages.saveZone}
        </button>
      </form>
      <button type="button" className="button" disabled={busy} onClick={() => open.mutate()}>
        {sealMessages.openEarly}
      </button>
      {failure && <CallError inline error={failure} onDismiss={() => (open.reset(), move.reset())} />}
    </section>
  );
}
