import { useTranslation } from 'react-i18next';

interface Props {
  id?: string;
  message: string;
  /** Repeats what failed; absent when only new input can help (a wrong code, an invalid address). */
  onRetry?: (() => void) | null;
}

/** A form's error, announced when it appears, with a retry when the network or server failed (issue 30 item 6). */
export function FormFailure({ id, message, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <p id={id} className="field-error form-failure" role="alert">
      <span>{message}</span>
      {onRetry ? (
        <button type="button" className="button button--small button--outline" onClick={onRetry} data-retry>{t('forms.retry')}</button>
      ) : null}
    </p>
  );
}
