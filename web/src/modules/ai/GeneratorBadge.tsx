import { DesktopOutlined, RobotOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { isOfflineGenerator } from './ai-format';

/**
 * Who made an AI item: the provider ('OpenAI', 'ElevenLabs', 'Luma') or, clearly apart, the
 * offline generator that draws on this machine.
 */
export function GeneratorBadge({ generator }: { generator: string | null | undefined }) {
  if (!generator) return null;
  const offline = isOfflineGenerator(generator);
  return (
    <Tag
      className="ff-ai-generator"
      color={offline ? 'default' : 'geekblue'}
      icon={offline ? <DesktopOutlined aria-hidden="true" /> : <RobotOutlined aria-hidden="true" />}
      title={offline ? 'Made on this machine by the offline generator, not by an AI provider' : undefined}
    >
      {offline ? 'Offline generator' : generator}
    </Tag>
  );
}
