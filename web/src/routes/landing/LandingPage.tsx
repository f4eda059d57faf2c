import {
  AppstoreOutlined,
  BarChartOutlined,
  BranchesOutlined,
  CheckCircleFilled,
  DragOutlined,
  MailOutlined,
  RobotOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { BrandMark } from '../../app/shell/BrandMark';
import { trackReferralFromUrl } from '../../modules/referrals/track-referral';
import './landing.css';

type Feature = { icon: ComponentType; title: string; text: string };

/** 000 §1: every promise of the public page. */
const FEATURES: readonly Feature[] = [
  {
    icon: DragOutlined,
    title: 'Drag-and-drop builder',
    text: 'Compose landing pages and whole funnels from ready-made elements. No coding, no designer on call.',
  },
  {
    icon: TeamOutlined,
    title: 'Lead capture and scoring',
    text: 'Every form fills your contact list. Leads are organised for you and scored automatically, so you know who to call first.',
  },
  {
    icon: MailOutlined,
    title: 'Automated email campaigns',
    text: 'Send campaigns and timed autoresponder sequences through your own mail server, right from where your leads live.',
  },
  {
    icon: BarChartOutlined,
    title: 'Analytics',
    text: 'See views, conversions and where visitors come from for each funnel and across all of them.',
  },
  {
    icon: AppstoreOutlined,
    title: 'Template library',
    text: 'Start from proven sales pages, landing pages and thank-you pages, then make them yours.',
  },
  {
    icon: BranchesOutlined,
    title: 'A/B testing',
    text: 'Try versions of a funnel against each other and keep the one that converts.',
  },
  {
    icon: RobotOutlined,
    title: 'AI-powered platform',
    text: 'Generate headlines, copy, images and video for your pages, or a complete funnel from a short brief.',
  },
];

const LOGIN = '/api/login';

export function LandingPage() {
  const { search } = useLocation();
  const features = useRef<HTMLElement>(null);
  const tracked = useRef(false);

  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    void trackReferralFromUrl(search);
  }, [search]);

  return (
    <div className="ff-landing">
      <header className="ff-landing__nav">
        <BrandMark />
        <Button href={LOGIN} type="default">
          Login
        </Button>
      </header>

      <main className="ff-landing__main">
        <section className="ff-landing__hero">
          <p className="ff-landing__eyebrow">Funnels, leads and email in one place</p>
          <h1 className="ff-landing__headline">
            Build funnels that turn visitors into <span>customers</span>
          </h1>
          <p className="ff-landing__pitch">
            FunnelForge is the AI-powered funnel builder for marketers and small businesses. Drag and drop
            your pages, capture and score leads, follow up by email and watch what converts — without writing
            a line of code.
          </p>
          <div className="ff-landing__actions">
            <Button type="primary" size="large" href={LOGIN}>
              Start Building for Free
            </Button>
            <Button
              size="large"
              onClick={() => features.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
            >
              Explore Features
            </Button>
          </div>
          <p className="ff-landing__note">
            <CheckCircleFilled /> Free trial. No credit card required.
          </p>
        </section>

        <section
          className="ff-landing__features"
          id="features"
          ref={features}
          aria-labelledby="features-title"
        >
          <h2 id="features-title">Everything a funnel needs</h2>
          <p className="ff-landing__section-lead">
            From the first visit to the follow-up email, in one workspace.
          </p>
          <ul className="ff-landing__grid">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="ff-landing__card">
                <span className="ff-landing__card-icon" aria-hidden>
                  <Icon />
                </span>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="ff-landing__cta">
          <h2>Ready to build your first funnel?</h2>
          <p>Start free and publish your first page today. No credit card required.</p>
          <Button type="primary" size="large" href={LOGIN} className="ff-landing__cta-button">
            Start Your Free Trial
          </Button>
        </section>
      </main>

      <footer className="ff-landing__footer">© 2024 FunnelForge</footer>
    </div>
  );
}
