import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ContentDraft, ContentSummary } from '../../../../shared/content/summary';
import { screenPath, type ScreenId } from '../../../../shared/screens';

const KINDS = [
  { key: 'projects', list: 'projects', kind: 'project' },
  { key: 'developers', list: 'developers', kind: 'developer' },
  { key: 'team_members', list: 'team', kind: 'team_member' },
] as const satisfies readonly {
  key: keyof ContentSummary['counts'];
  list: ScreenId;
  kind: ContentDraft['kind'];
}[];

const editPath = (draft: ContentDraft) =>
  draft.kind === 'developer'
    ? screenPath('developer', { id: draft.id })
    : draft.kind === 'project'
      ? screenPath('project', { id: draft.id })
      : screenPath('teamMember', { id: draft.id });

/**
 * The editor's home (docs/product.md#home-dashboard): per kind of content how much is published and how much
 * waits as a draft, each linking to its list so filtered; the latest drafts to finish; and the website pages
 * whose SEO texts need work.
 */
export function EditorHome({ summary }: { summary: ContentSummary }) {
  const intl = useIntl();
  const arabic = intl.locale.startsWith('ar');
  const { counts, drafts, seo } = summary;
  return (
    <>
      <section aria-labelledby="editor-content">
        <h2 id="editor-content" className="dashboard__title">
          <FormattedMessage id="home.editor.content" />
        </h2>
        <ul className="dashboard__cards">
          {KINDS.map(({ key, list }) => (
            <li key={key} className="dashboard__card editor-home__card">
              <Link to={`${screenPath(list)}?filter[is_published]=true`}>
                <span className="dashboard__count">{intl.formatNumber(counts[key].published)}</span>{' '}
                <span>
                  {intl.formatMessage(
                    { id: `dashboard.count.${key}` },
                    { count: counts[key].published },
                  )}
                </span>
              </Link>
              <Link
                to={`${screenPath(list)}?filter[is_published]=false`}
                className="editor-home__drafts"
              >
                {intl.formatMessage({ id: 'home.editor.drafts' }, { count: counts[key].drafts })}
              </Link>
            </li>
          ))}
          <li className="dashboard__card editor-home__card">
            <Link to={screenPath('seo')}>
              <span className="dashboard__count">{intl.formatNumber(seo.needing_work)}</span>{' '}
              <span>
                {intl.formatMessage(
                  { id: 'home.editor.seo' },
                  { count: seo.needing_work, pages: seo.pages },
                )}
              </span>
            </Link>
          </li>
        </ul>
      </section>
      <section
        className="dashboard__panel editor-home__drafts-panel"
        aria-labelledby="editor-drafts"
      >
        <h2 id="editor-drafts" className="dashboard__title">
          <FormattedMessage id="home.editor.draftsTitle" />
        </h2>
        {drafts.length === 0 ? (
          <p className="dashboard__muted">
            <FormattedMessage id="home.editor.noDrafts" />
          </p>
        ) : (
          <ol className="dashboard__latest">
            {drafts.map((draft) => (
              <li key={`${draft.kind}-${draft.id}`}>
                <Link to={editPath(draft)}>
                  <bdi>{(arabic && draft.name.ar.trim()) || draft.name.en}</bdi>
                </Link>
                <span className="dashboard__muted">
                  <FormattedMessage id={`home.editor.kind.${draft.kind}`} />
                  {' · '}
                  <bdi>
                    <FormattedMessage
                      id="home.editor.changed"
                      values={{
                        when: <FormattedDate value={draft.updated_at} dateStyle="medium" />,
                      }}
                    />
                  </bdi>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
