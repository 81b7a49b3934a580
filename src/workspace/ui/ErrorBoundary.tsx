import { Alert, Button } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Shown with a retry button when a child throws while rendering. */
  message: string;
  retryLabel: string;
  /** Changing it (e.g. the route) clears a caught error. */
  resetKey?: string;
}

/** One part failing shows its error state; the rest of the workspace stays usable (never a blank screen). */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[workspace] a part of the page failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert color="red" role="alert" data-testid="error-boundary">
        {this.props.message}
        <Button size="xs" variant="light" ml="sm" onClick={() => this.setState({ error: null })}>
          {this.props.retryLabel}
        </Button>
      </Alert>
    );
  }
}
