import { Breadcrumb } from 'antd';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { turkishUpper } from '@skiclub/shared/format';
import './InnerPage.css';

/** One breadcrumb step; the last one has no `to`. */
export interface Crumb {
  title: string;
  to?: string;
}

/** Props of {@link InnerPage}. */
export interface InnerPageProps {
  title: string;
  /** Large faint word behind the title (member spec §2 inner-page layout). */
  backgroundTitle?: string;
  description?: ReactNode;
  /** Steps after 'Ana Sayfa'. Defaults to the title alone. */
  breadcrumb?: Crumb[];
  children: ReactNode;
}

/**
 * Inner-page layout (member spec §2): title, background title, description and a breadcrumb
 * band, then the page content. Also sets `document.title`.
 */
export function InnerPage({ title, backgroundTitle, description, breadcrumb, children }: InnerPageProps) {
  useEffect(() => {
    document.title = `${title} | Kayak Kulübü`;
  }, [title]);
  const steps = breadcrumb ?? [{ title }];
  return (
    <div className="sc-inner-page">
      <section className="sc-page-band">
        {backgroundTitle && (
          <span className="sc-page-band__bg" aria-hidden="true">
            {turkishUpper(backgroundTitle)}
          </span>
        )}
        <div className="sc-page-band__inner">
          <h1 className="sc-page-band__title">{title}</h1>
          {description && <p className="sc-page-band__desc">{description}</p>}
          <Breadcrumb
            className="sc-page-band__crumbs"
            items={[{ title: <Link to="/">Ana Sayfa</Link> }, ...steps.map((s) => ({ title: s.to ? <Link to={s.to}>{s.title}</Link> : s.title }))]}
          />
        </div>
      </section>
      <div className="sc-page-body">{children}</div>
    </div>
  );
}

/** The band of an inner page: everything of {@link InnerPageProps} but the content. */
export type InnerPageBand = Omit<InnerPageProps, 'children'>;

/**
 * A remote's exposed page (default export, no props): `Content` inside the inner-page layout
 * with `band`. Keeps each page file to its route's texts and its feature's panel.
 */
export function innerPage(band: InnerPageBand, Content: ComponentType): ComponentType {
  function Page() {
    return (
      <InnerPage {...band}>
        <Content />
      </InnerPage>
    );
  }
  Page.displayName = `InnerPage(${Content.displayName ?? Content.name})`;
  return Page;
}
