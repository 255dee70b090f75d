import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../lib/i18n';

interface State {
  error: Error | null;
}

/**
 * Catches a page that failed to load or render (spec §8: the chunk load error) and offers a reload, without antd so it
 * works even when the failing chunk is antd itself.
 */
export class LoadErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(previous: { resetKey?: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="load-error" role="alert">
        <p>{this.state.error.message}</p>
        <button type="button" className="plain-button" onClick={() => window.location.reload()}>
          {i18n.t('action.reload', { ns: 'common' })}
        </button>
      </div>
    );
  }
}
