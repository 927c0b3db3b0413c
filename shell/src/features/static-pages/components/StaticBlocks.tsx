import { ArrowRightOutlined, CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Card, Col, Collapse, Row, Steps, Typography, type CollapseProps, type StepProps } from 'antd';
import { Children, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { InnerPage, type InnerPageProps } from '@skiclub/shared/ui';
import '../static-pages.css';
import { useHasRoute } from '../../routing/routeTable';

/** A static information page: the inner-page band (title, breadcrumb) over the pages' content column. */
export function StaticPage({ children, ...band }: InnerPageProps) {
  return (
    <InnerPage {...band}>
      <div className="sc-static">{children}</div>
    </InnerPage>
  );
}

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

/** Feature cards per row from a breakpoint up (antd breakpoints: sm 576 px, md 768 px, lg 992 px). */
export type PerRow = Partial<Record<'sm' | 'md' | 'lg', 2 | 3 | 4>>;

/** Feature cards in a responsive grid: one per row on phones, `perRow[bp]` from breakpoint `bp`. */
export function FeatureGrid({ items, perRow }: { items: Feature[]; perRow: PerRow }) {
  const span = Object.fromEntries(Object.entries(perRow).map(([bp, n]) => [bp, 24 / n]));
  return (
    <Row gutter={[24, 24]}>
      {items.map((f) => (
        <Col key={f.title} xs={24} {...span}>
          <FeatureCard icon={f.icon} title={f.title}>
            {f.text}
          </FeatureCard>
        </Col>
      ))}
    </Row>
  );
}

/**
 * A list with check marks; each item is one short sentence. `warn` lists what is excluded,
 * with cross marks.
 */
export function CheckList({ items, warn }: { items: ReactNode[]; warn?: boolean }) {
  const Icon = warn ? CloseCircleOutlined : CheckCircleFilled;
  return (
    <ul className={`sc-static-checklist${warn ? ' sc-static-checklist--warn' : ''}`}>
      {items.map((item, i) => (
        <li key={i}>
          <Icon className="sc-static-checklist__icon" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link StaticSection}. */
export interface StaticSectionProps extends Partial<SectionHeadingProps> {
  children: ReactNode;
}

/** One section of a static page; with a `title`, a {@link SectionHeading} on top. */
export function StaticSection({ children, title, ...heading }: StaticSectionProps) {
  return (
    <section className="sc-static-section">
      {title !== undefined && <SectionHeading title={title} {...heading} />}
      {children}
    </section>
  );
}

/** Props of {@link FeatureSection}. */
export interface FeatureSectionProps extends Partial<SectionHeadingProps> {
  items: Feature[];
  perRow: PerRow;
}

/** A section of {@link FeatureGrid} cards, under a centred heading when it has a `title`. */
export function FeatureSection({ items, perRow, ...heading }: FeatureSectionProps) {
  return (
    <StaticSection centered {...heading}>
      <FeatureGrid items={items} perRow={perRow} />
    </StaticSection>
  );
}

/** Props of {@link HeroBand}. */
export interface HeroBandProps {
  /** Accessible name of the band. */
  label: string;
  /** Small line above the summary, usually an icon and a few words. */
  eyebrow: ReactNode;
  /** The summary sentence. */
  children: ReactNode;
}

/** The blue summary band at the top of a centre page. */
export function HeroBand({ label, eyebrow, children }: HeroBandProps) {
  return (
    <section className="sc-static-hero" aria-label={label}>
      <span className="sc-static-hero__eyebrow">{eyebrow}</span>
      <p className="sc-static-hero__summary">{children}</p>
    </section>
  );
}

/** Props of {@link SplitSection}. */
export interface SplitSectionProps {
  eyebrow: string;
  title: string;
  /** The main column's text, one paragraph each. */
  paragraphs: ReactNode[];
  /** The narrower column beside the text: a panel, counters. */
  aside: ReactNode;
  /** [horizontal, vertical] gap in px. */
  gutter: [number, number];
  /** Centre the two columns vertically. */
  middle?: boolean;
  /** Width of the text column from 992 px, in 24ths; the aside takes the rest. */
  mainSpan: 13 | 14;
}

/** A section of headed text with a narrower aside beside it; stacked below 992 px. */
export function SplitSection({ eyebrow, title, paragraphs, aside, gutter, middle, mainSpan }: SplitSectionProps) {
  return (
    <section className="sc-static-section">
      <Row gutter={gutter} align={middle ? 'middle' : undefined}>
        <Col xs={24} lg={mainSpan}>
          <SectionHeading eyebrow={eyebrow} title={title} />
          {paragraphs.map((p, i) => (
            <Typography.Paragraph key={i} className="sc-static-text">
              {p}
            </Typography.Paragraph>
          ))}
        </Col>
        <Col xs={24} lg={24 - mainSpan}>
          {aside}
        </Col>
      </Row>
    </section>
  );
}

/** Props of {@link Panel}. */
export interface PanelProps extends Partial<SectionHeadingProps> {
  /** Colour variant: accent (blue), season (snow) or warn (red). */
  tone?: 'accent' | 'season' | 'warn';
  /** Title in the panel's head bar (instead of a section heading). */
  head?: string;
  children: ReactNode;
}

/** A white rounded panel; with a `title`, a {@link SectionHeading} on top. */
export function Panel({ tone, head, children, title, ...heading }: PanelProps) {
  return (
    <Card className={`sc-static-panel${tone ? ` sc-static-panel--${tone}` : ''}`} variant="borderless" title={head}>
      {title !== undefined && <SectionHeading title={title} {...heading} />}
      {children}
    </Card>
  );
}

/** Props of {@link PanelRow}. */
export interface PanelRowProps {
  /** Horizontal gap in px (the vertical one is 24 px). */
  gap: 24 | 32;
  /** From this breakpoint on (md 768 px, lg 992 px) the columns stand side by side; below, stacked. */
  from: 'md' | 'lg';
  /** One column each, equally wide. */
  children: ReactNode;
}

/** A section of equally wide columns (usually two panels) that stack on small screens. */
export function PanelRow({ gap, from, children }: PanelRowProps) {
  const columns = Children.toArray(children);
  return (
    <section className="sc-static-section">
      <Row gutter={[gap, 24]}>
        {columns.map((column, i) => (
          <Col key={i} xs={24} {...{ [from]: 24 / columns.length }}>
            {column}
          </Col>
        ))}
      </Row>
    </section>
  );
}

/** Props of {@link AccentPanel}. */
export interface AccentPanelProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** A blue accent panel with a round icon, a title and one paragraph (mission, vision). */
export function AccentPanel({ icon, title, children }: AccentPanelProps) {
  return (
    <Panel tone="accent">
      <span className="sc-static-icon" aria-hidden="true">
        {icon}
      </span>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Typography.Paragraph className="sc-static-text">{children}</Typography.Paragraph>
    </Panel>
  );
}

/** Props of {@link StepsSection}. */
export interface StepsSectionProps extends Omit<SectionHeadingProps, 'centered'> {
  /** The steps, in order; all are shown as active. */
  steps: Pick<StepProps, 'title' | 'description' | 'icon'>[];
  /** One step under the other (long texts); otherwise side by side with labels below the icons. */
  vertical?: boolean;
}

/** A section with a panel of numbered steps under a centred heading (camp day, ordering, returns). */
export function StepsSection({ steps, vertical, ...heading }: StepsSectionProps) {
  const items = steps.map((step) => ({ ...step, status: 'process' as const }));
  return (
    <StaticSection>
      <Panel centered {...heading}>
        {vertical ? (
          <Steps className="sc-static-steps" direction="vertical" items={items} />
        ) : (
          <Steps className="sc-static-steps" labelPlacement="vertical" items={items} />
        )}
      </Panel>
    </StaticSection>
  );
}

/** Props of {@link FaqSection}. */
export interface FaqSectionProps extends Omit<SectionHeadingProps, 'centered'> {
  items: NonNullable<CollapseProps['items']>;
  /** Key of the item open at first. */
  open: string;
}

/** A section of questions and answers (or tips) that open one by one. */
export function FaqSection({ items, open, ...heading }: FaqSectionProps) {
  return (
    <StaticSection {...heading}>
      <Collapse className="sc-static-collapse" items={items} defaultActiveKey={[open]} />
    </StaticSection>
  );
}

/** One link of a {@link StaticCta}. */
export interface CtaLink {
  to: string;
  label: string;
}

/** The links most pages end with: the active camps on the home page and the shop. */
export const CAMPS_AND_SHOP_LINKS: CtaLink[] = [
  { to: '/', label: 'Aktif Kamplar' },
  { to: '/urunler', label: 'Ekipman Mağazası' },
];

/** Props of {@link StaticCta}. */
export interface StaticCtaProps {
  title: string;
  text: ReactNode;
  /** The first is the main action (a filled white button), the others outlined ones. */
  links: CtaLink[];
}

/**
 * Call-to-action band at the bottom of a static page: a gradient box with router links styled
 * as buttons (plain links, so they open in a new tab and work without JavaScript routing). A link
 * whose page does not exist yet is left out.
 */
export function StaticCta({ title, text, links }: StaticCtaProps) {
  const hasRoute = useHasRoute();
  return (
    <section className="sc-static-cta" aria-label={title}>
      <div className="sc-static-cta__body">
        <Typography.Title level={3} className="sc-static-cta__title">
          {title}
        </Typography.Title>
        <p className="sc-static-cta__text">{text}</p>
      </div>
      <div className="sc-static-cta__actions">
        {links.map((l, i) => ({ ...l, primary: i === 0 })).filter((l) => hasRoute(l.to)).map((l) => (
          <Link key={l.to} to={l.to} className={`sc-static-btn${l.primary ? ' sc-static-btn--primary' : ''}`}>
            {l.label} <ArrowRightOutlined aria-hidden="true" />
          </Link>
        ))}
      </div>
    </section>
  );
}
