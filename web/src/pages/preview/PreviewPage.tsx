import { EyeOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import './preview.css';

/**
 * 002 §2 Funnel preview, reachable signed out. Funnels cannot be created yet, so every id
 * answers 'Funnel Not Found' — which is the truth until the funnels API exists.
 */
export function PreviewPage() {
  return (
    <div className="ff-preview">
      <header className="ff-preview__header">
        <span className="ff-preview__mode">
          <EyeOutlined /> Preview Mode
        </span>
      </header>
      <Result
        status="404"
        title="Funnel Not Found"
        subTitle="This funnel does not exist or you do not have access to it."
      />
    </div>
  );
}
