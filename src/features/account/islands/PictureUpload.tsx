/**
 * Profile picture (spec §5: jpeg, jpg, png or gif, at most 2MB). The browser checks type and size
 * first; the image goes as base64 in JSON and the service checks it by content and re-encodes it.
 */
import { useId, useState } from 'react';
import type { Translate } from '../../../shared/i18n/translate';
import { PICTURE_ACCEPT, checkPicture } from '../profile-image';
import { IMAGE_MESSAGES } from '../../../shared/validation';
import { Outcome, callApi, type FormOutcome } from './kit';
import * as mainApi from '../../../shared/contracts/endpoints-main';

interface Props {
  t: Translate;
  /** Accessible name of the picture, e.g. "Your profile picture". */
  alt: string;
  label: string;
  current: string | null;
  companionId?: string;
  onSaved: (image: string) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function PictureUpload({ t, alt, label, current, companionId, onSaved }: Props) {
  const id = useId();
  const [image, setImage] = useState(current);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setOutcome(null);
    const problem = checkPicture(file);
    if (problem) return setOutcome({ kind: 'error', message: IMAGE_MESSAGES[problem] });
    setBusy(true);
    try {
      const dataUrl = await readAsDataUrl(file);
      const answer = await callApi<{ profileImage: string }>(
        companionId ? mainApi.profileUpdateCompanionProfileImage : mainApi.profileUpdateProfileImage,
        { image: dataUrl, fileName: file.name, ...(companionId ? { companionId } : {}) },
      );
      if (!answer.ok || !answer.data) return setOutcome({ kind: 'error', message: answer.message });
      setImage(answer.data.profileImage);
      onSaved(answer.data.profileImage);
      setOutcome({ kind: 'success', message: t('profile.picture.saved') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-5">
      {image ? (
        <img
          src={image}
          alt={alt}
          width={96}
          height={96}
          className="size-24 rounded-full border border-line object-cover"
        />
      ) : (
        <span className="grid size-24 place-items-center rounded-full border border-line bg-surface-alt text-ink-muted">
          {t('profile.picture.none')}
        </span>
      )}
      <div className="grid gap-2">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        {/* Full width of its column, not the browser's own width for a file input (347 px: on a phone
            inside a companion's card it widened the page to 451 px). */}
        <input
          id={id}
          className="w-full"
          type="file"
          accept={PICTURE_ACCEPT}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p className="text-sm text-ink-muted" id={`${id}-hint`}>
          {t('profile.picture.hint')}
        </p>
        <Outcome outcome={outcome} />
      </div>
    </div>
  );
}
