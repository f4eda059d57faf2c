import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { funnelId: string | null; children: ReactNode };

/** 000 §2.7: when drawing the funnel fails, say which funnel; unsaved work is kept in the browser. */
export class BuilderErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The builder could not draw the funnel', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const name = this.props.funnelId ? `funnel ${this.props.funnelId}` : 'this new funnel';
    return (
      <Result
        status="error"
        title="The builder could not show this funnel"
        subTitle={`Something in ${name} could not be drawn. Your unsaved changes are kept in this browser; reload to try again.`}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    );
  }
}
