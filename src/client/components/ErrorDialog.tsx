import { Button, Collapse, Modal } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorDetails } from '../utils/errorDetails';

export interface ErrorDialogProps extends ErrorDetails {
  open: boolean;
  onClose: () => void;
  /** Defaults to 'Error'. */
  title?: ReactNode;
}

const stackStyle = {
  maxHeight: 240,
  margin: 0,
  overflow: 'auto',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
  whiteSpace: 'pre',
  // A stack trace reads left to right even in the Arabic interface.
  direction: 'ltr',
  textAlign: 'left',
} as const;

/**
 * The generic error dialog (docs/product.md#binding-texts, docs/product.md#shell): title, 'Status Code',
 * message, an optional stack trace, OK.
 */
export default ErrorDialog;

export function ErrorDialog({ open, onClose, title, status, message, stack }: ErrorDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      title={title ?? intl.formatMessage({ id: 'errorDialog.title' })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} autoFocus>
          <FormattedMessage id="errorDialog.ok" />
        </Button>
      }
    >
      {status !== undefined && (
        <p>
          <strong>
            <FormattedMessage id="errorDialog.statusCode" />
          </strong>
          {': '}
          {status}
        </p>
      )}
      <p>{message || <FormattedMessage id="errors.generic" />}</p>
      {stack && (
        <Collapse
          size="small"
          items={[
            {
              key: 'stack',
              label: <FormattedMessage id="errorDialog.stackTrace" />,
              children: <pre style={stackStyle}>{stack}</pre>,
            },
          ]}
        />
      )}
    </Modal>
  );
}

/**
 * The dialog driven imperatively: `showError(errorDetailsOf(error))` from an event handler. Render
 * `contextHolder` once in the page so the dialog inherits the page's locale and direction.
 */
export function useErrorDialog() {
  type Shown = ErrorDetails & { title?: ReactNode };
  // The details outlive `open` so the dialog keeps its text while it animates closed.
  const [state, setState] = useState<{ open: boolean; details: Shown }>({
    open: false,
    details: {},
  });
  const showError = useCallback((details: Shown) => setState({ open: true, details }), []);
  const close = useCallback(() => setState((prev) => ({ ...prev, open: false })), []);
  const contextHolder = <ErrorDialog open={state.open} onClose={close} {...state.details} />;
  return { showError, contextHolder };
}
