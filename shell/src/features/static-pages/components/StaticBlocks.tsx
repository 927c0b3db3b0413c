import { ArrowRightOutlined, CheckCircleFilled } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import '../static-pages.css';

/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps {
  /** Small upper line above the title. */
  eyebrow?: string;
  title: string;
  /** Optional lead paragraph under the title. */
  lead?: ReactNode;
  /** Center the heading (default left-aligned). */
  centered?: boolean;
}

/** Heading of one section of a static page: eyebrow, title and lead text. */
export function SectionHeading({ eyebrow, title, lead, centered }: SectionHeadingProps) {
  return (
    <header className={`sc-static-heading${centered ? ' sc-static-heading--center' : ''}`}>
      {eyebrow && <span className="sc-static-heading__eyebrow" lang="tr">{eyebrow}</span>}
      <Typography.Title level={2} className="sc-static-heading__title">
        {title}
      </Typography.Title>
      {lead && <Typography.Paragraph className="sc-static-heading__lead">{lead}</Typography.Paragraph>}
    </header>
  );
}

/** Props of {@link FeatureCard}. */
export interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** A card with a round gradient icon, a title and a short text (values, reasons, rules). */
export function FeatureCard({ icon, title, children }: FeatureCardProps) {
  return (
    <Card className="sc-static-card" variant="borderless">
      <span className="sc-static-icon" aria-hidden="true">
        {icon}
      </span>
      <Typography.Title level={4} className="sc-static-card__title">
        {title}
      </Typography.Title>
      <div className="sc-static-card__text">{children}</div>
    </Card>
  );
}

/** One entry of a {@link FeatureGrid}. */
export interface Feature {
  icon: ReactNode;
  title: string;
  text: ReactNode;
}

/** Feature cards in a responsive grid: one per row on phones, two from 576 px, `perRowLg` from 992 px. */
export function FeatureGrid({ items, perRowLg }: { items: Feature[]; perRowLg: 3 | 4 }) {
  return (
    <Row gutter={[24, 24]}>
      {items.map((f) => (
        <Col key={f.title} xs={24} sm={12} lg={24 / perRowLg}>
          <FeatureCard icon={f.icon} title={f.title}>
            {f.text}
          </FeatureCard>
        </Col>
      ))}
    </Row>
  );
}

/** A list with check marks; each item is one short sentence. */
export function CheckList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="sc-static-checklist">
      {items.map((item, i) => (
        <li key={i}>
          <CheckCircleFilled className="sc-static-checklist__icon" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** One link of a {@link StaticCta}. */
export interface CtaLink {
  to: string;
  label: string;
  /** Filled white button; otherwise an outlined one. */
  primary?: boolean;
}

/** Props of {@link StaticCta}. */
export interface StaticCtaProps {
  title: string;
  text: ReactNode;
  links: CtaLink[];
}

/**
 * Call-to-action band at the bottom of a static page: a gradient box with router links styled
 * as buttons (plain links, so they open in a new tab and work without JavaScript routing).
 */
export function StaticCta({ title, text, links }: StaticCtaProps) {
  return (
    <section className="sc-static-cta" aria-label={title}>
      <div className="sc-static-cta__body">
        <Typography.Title level={3} className="sc-static-cta__title">
          {title}
        </Typography.Title>
        <p className="sc-static-cta__text">{text}</p>
      </div>
      <div className="sc-static-cta__actions">
        {links.map((l) => (
          <Link key={l.to} to={l.to} className={`sc-static-btn${l.primary ? ' sc-static-btn--primary' : ''}`}>
            {l.label} <ArrowRightOutlined aria-hidden="true" />
          </Link>
        ))}
      </div>
    </section>
  );
}
