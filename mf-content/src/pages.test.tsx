import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStores } from '@cards/shared/testing';
import { brands, registerBrand, type Brand, type BrandCode } from '@cards/shared/brand';
import HomePage from './home/HomePage.tsx';
import ApplyPage from './apply/ApplyPage.tsx';
import FaqPage from './faq/FaqPage.tsx';
import QuestionPage from './faq/QuestionPage.tsx';
import MediaPage from './media/MediaPage.tsx';
import ArticlePage from './media/ArticlePage.tsx';
import ReplacePage from './static/ReplacePage.tsx';
import DutiesPage from './duties/DutiesPage.tsx';
import FormsPage from './forms/FormsPage.tsx';
import { StaticPage } from './static/StaticPage.tsx';
import { questions, teasers } from './faq/questions.ts';
import { articles } from './media/articles.ts';
import privacy from './content/pages/privacy.md';

// The content pages render their content files for the reader's brand and card type (SPEC §1, §2).

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const notFound = { path: '/404', element: <h1>Page not found</h1> };

describe('home (SPEC §2 home)', () => {
  it.each<[BrandCode, string[]]>([
    // A brand that issues both cards starts each from home.
    ['default', ['Apply for an ASIC', 'Apply for an MSIC', 'Renew your card', 'Track your application', 'Activate your card', 'Report a lost or stolen card']],
    ['bne', ['Apply for a card', 'Renew your card', 'Track your application', 'Activate your card', 'Security induction', 'Report a lost or stolen card']],
  ])('%s: the routes people come for', (brand, tasks) => {
    renderWithStores([{ path: '/', element: <HomePage /> }], { path: '/', brand });
    const nav = screen.getByRole('navigation', { name: 'What would you like to do?' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(tasks);
    expect(within(nav).getByRole('link', { name: 'Track your application' }).getAttribute('href')).toBe('/track-asic');
  });

  it('lists prices from site data (SPEC §9), the total with GST', () => {
    renderWithStores([{ path: '/', element: <HomePage /> }], { path: '/', brand: 'default' });
    const table = screen.getByRole('table', { name: 'Card prices, including GST' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows[0]).toContain('ASIC, 2 years');
    expect(rows[0]).toContain('$306.90');
    expect(rows.some((r) => r?.includes('MSIC, 4 years') && r.includes('$394.90'))).toBe(true);
  });

  it('says the organisation pays on the asset brands, with no prices', () => {
    renderWithStores([{ path: '/', element: <HomePage /> }], { path: '/', brand: 'chcheli' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/CHC Helicopters \(Australia\) pays for your card/)).toBeTruthy();
    // chcheli's /apply goes home (SPEC §2), so its home starts the form itself, for each card it issues.
    expect(screen.getByRole('link', { name: 'Apply for an ASIC' }).getAttribute('href')).toBe('/apply/form/step1?card=asic');
    expect(screen.getByRole('link', { name: 'Apply for an MSIC' }).getAttribute('href')).toBe('/apply/form/step1?card=msic');
  });

  it('greets a brand from a folder in its own words, over the shared welcome, whose blocks follow its data', () => {
    const harbour: Brand = {
      ...brands.default, code: 'harbourtest' as BrandCode, name: 'Harbour Cards', hostnames: [], cardTypes: ['msic', 'asic'], defaultCardType: 'msic',
      description: 'Security cards for the harbour, with Harbour Cards.',
      welcome: { heading: 'MSIC and {product} for port and harbour workers', lead: 'Cards for the wharves, the ships and the airport.' },
    };
    registerBrand(harbour);
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="">');
    renderWithStores([{ path: '/', element: <HomePage /> }], { path: '/', brand: harbour.code });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('MSIC and ASIC for port and harbour workers');
    expect(screen.getByText('Cards for the wharves, the ships and the airport.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Before you start' })).toBeTruthy();
    // Its usual card first, in its offers and its prices.
    expect(screen.getAllByRole('link', { name: /^Apply for an/ }).map((l) => l.textContent)).toEqual(['Apply for an MSIC', 'Apply for an ASIC']);
    const prices = within(screen.getByRole('table', { name: 'Card prices, including GST' })).getAllByRole('row').slice(1);
    expect(prices.map((row) => row.querySelector('th')?.textContent)).toEqual(['MSIC, 2 years', 'MSIC, 4 years', 'ASIC, 2 years', 'Job-ready ASIC, 2 years', 'ASIC for an applicant under 18']);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Security cards for the harbour, with Harbour Cards.');
  });

  it('fills the brand into its own wording', () => {
    renderWithStores([{ path: '/', element: <HomePage /> }], { path: '/', brand: 'bne' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ASIC and security induction for Brisbane Airport');
  });
});

describe('apply (SPEC §2 apply)', () => {
  // The default brand offered no visible way to start an ordinary MSIC; only `?card=msic` worked.
  it.each<[BrandCode, string[]]>([
    ['default', ['A new ASIC', 'A new MSIC', 'Renew your ASIC or MSIC', 'A white ASIC', 'A job-ready ASIC', 'A white MSIC']],
    ['bne', ['A new ASIC', 'Renew your ASIC', 'A white ASIC']],
  ])('%s: a new card of each type the brand issues, whatever card the visit started with', (brand, titles) => {
    renderWithStores([{ path: '/apply', element: <ApplyPage /> }], { path: '/apply', brand, cardType: 'msic', answers: { '/api/country/list': [] } });
    const start = screen.getByRole('region', { name: 'Start your application' });
    expect(within(start).getAllByRole('link').map((l) => l.textContent)).toEqual(titles);
    if (brand === 'default') {
      expect(within(start).getByRole('link', { name: 'A new MSIC' }).getAttribute('href')).toBe('/apply/form/step1?card=msic');
      expect(within(start).getByRole('link', { name: 'A new ASIC' }).getAttribute('href')).toBe('/apply/form/step1?card=asic');
    }
  });

  it('has the three teasers, the kinds of application the brand offers, and loads the countries', async () => {
    const { requests } = renderWithStores([{ path: '/apply', element: <ApplyPage /> }], { path: '/apply', brand: 'sfc', answers: { '/api/country/list': [] } });
    const asked = screen.getByRole('region', { name: 'Questions people ask first' });
    expect(within(asked).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(teasers().map((q) => q.question));
    const start = screen.getByRole('region', { name: 'Start your application' });
    expect(within(start).getByRole('link', { name: 'Students and staff' }).getAttribute('href')).toBe('/apply/form/step1?student_and_staff');
    expect(within(start).queryByRole('link', { name: /job-ready/i })).toBeNull();
    await waitFor(() => expect(requests).toContain('GET /api/country/list'));
  });
});

describe('FAQ (SPEC §2 faq and faq-with-url)', () => {
  const routes = [{ path: '/faq/:questionurl?', element: <FaqPage /> }, { path: '/question/:questionurl', element: <QuestionPage /> }, notFound];

  it('lists 18 questions, all closed, each opening by keyboard', async () => {
    const user = userEvent.setup();
    renderWithStores(routes, { path: '/faq' });
    const buttons = screen.getAllByRole('button', { expanded: false }).filter((b) => b.getAttribute('aria-controls'));
    expect(buttons).toHaveLength(18);
    buttons[2]!.focus();
    await user.keyboard('{Enter}');
    expect(buttons[2]!.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(buttons[2]!.getAttribute('aria-controls')!)!.hidden).toBe(false);
  });

  it('opens and focuses the question of /faq/{questionurl}', () => {
    const q = questions[10]!;
    renderWithStores(routes, { path: `/faq/${q.questionurl}` });
    const button = screen.getByRole('button', { name: q.question });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(button);
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('shows one question on its own page, and sends an unknown one to the 404 page', async () => {
    const q = questions[0]!;
    const { router } = renderWithStores(routes, { path: `/question/${q.questionurl}` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(q.question);
    expect(screen.getByRole('link', { name: 'All frequently asked questions' }).getAttribute('href')).toBe('/faq');
    await router.navigate('/question/no-such-question');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('media (SPEC §2 media)', () => {
  it('lists every article newest first, under its year', () => {
    renderWithStores([{ path: '/media', element: <MediaPage /> }], { path: '/media' });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toHaveLength(articles.length);
    expect(titles[0]).toBe(articles[0]!.title.replaceAll('{product}', 'ASIC'));
    expect(screen.getAllByRole('heading', { level: 2 })[0]!.textContent).toBe(articles[0]!.date.slice(0, 4));
  });

  it('shows an article with its date, and links to the next one', () => {
    const article = articles[3]!;
    renderWithStores([{ path: '/media/:slug', element: <ArticlePage /> }, notFound], { path: `/media/${article.slug}` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(article.title.replaceAll('{product}', 'ASIC'));
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe(article.date);
    expect(screen.getByRole('link', { name: articles[4]!.title.replaceAll('{product}', 'ASIC') })).toBeTruthy();
  });

  it('loads an article\'s text with its page, on its own (not every article\'s)', async () => {
    const article = articles[2]!;
    const text = await article.load();
    const probe = document.createElement('div');
    const words = [...text.intro, ...text.sections.flatMap((section) => section.blocks)]
      .filter((b) => !b.only && !b.except && !b.card)
      .map((b) => {
        probe.innerHTML = b.html;
        return probe.textContent!.trim().split(/\s+/).slice(0, 3).join(' ');
      })
      .find((first) => first && !first.includes('{'));
    expect(words).toBeTruthy();
    renderWithStores([{ path: '/media/:slug', element: <ArticlePage /> }, notFound], { path: `/media/${article.slug}` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(article.title.replaceAll('{product}', 'ASIC'));
    // The text's own chunk arrives after the page: React shows it when it does.
    await waitFor(() => expect(document.body.textContent).toContain(words));
  });
});

describe('static pages', () => {
  it('/replace is an accordion of change of name, lost, damaged and stolen; /replace#lost opens lost', () => {
    renderWithStores([{ path: '/replace', element: <ReplacePage /> }], { path: '/replace#lost' });
    const buttons = screen.getAllByRole('button').filter((b) => b.getAttribute('aria-controls'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Change of name', 'Lost', 'Damaged', 'Stolen']);
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true', 'false', 'false']);
  });

  it('a page of content has its title and sections, with placeholders filled in', () => {
    renderWithStores([{ path: '/privacy', element: <StaticPage document={privacy} /> }], { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(privacy.attributes.title);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBe(privacy.sections.length);
    expect(document.body.textContent).not.toMatch(/\{(product|brand|phone|email|office)\}/);
  });

  it('the duties hub gives each duty its deadline and form', () => {
    renderWithStores([{ path: '/card-holder-duties', element: <DutiesPage /> }], { path: '/card-holder-duties' });
    const links = screen.getAllByRole('link').filter((l) => l.getAttribute('href')?.startsWith('/card-holder-duties/'));
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['lost', 'stolen', 'damaged', 'name-change', 'address-change', 'return'].map((s) => `/card-holder-duties/${s}`));
    expect(screen.getAllByText(/^Deadline:/).length).toBe(6);
  });

  it('/forms links each paper form as a PDF download', () => {
    renderWithStores([{ path: '/forms', element: <FormsPage /> }], { path: '/forms' });
    const downloads = screen.getAllByRole('link').filter((l) => l.hasAttribute('download'));
    expect(downloads.length).toBe(5);
    for (const link of downloads) expect(link.getAttribute('href')).toMatch(/^\/api\/forms\/[a-z-]+\.pdf$/);
  });
});

describe('a content file for several readers', () => {
  const document = {
    file: 'test.md',
    attributes: { title: 'Cards at your airport', description: 'Test' },
    intro: [{ html: '<p>Everyone reads this.</p>' }],
    sections: [
      { id: 'brisbane', heading: 'Brisbane', headingText: 'Brisbane', blocks: [{ html: '<p>Only bne.</p>', only: ['bne'] }] },
      { id: 'msic', heading: 'Ports', headingText: 'Ports', blocks: [{ html: '<p>MSIC words for {brand}.</p>', card: 'msic' as const }] },
    ],
  };

  it.each<[BrandCode, 'asic' | 'msic', string[]]>([
    ['default', 'asic', []],
    ['bne', 'asic', ['Brisbane']],
    ['default', 'msic', ['Ports']],
  ])('%s reading %s wording sees the sections %j', (brand, cardType, headings) => {
    renderWithStores([{ path: '/t', element: <StaticPage document={document} /> }], { path: '/t', brand, cardType });
    expect(screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(headings);
    if (cardType === 'msic') expect(screen.getByText('MSIC words for Secure Card Services.')).toBeTruthy();
  });
});
