import { Link } from 'react-router';
import { DEFAULT_BRAND_CODE, buildPath } from '@cards/shared/brand';
import { priceText } from '@cards/shared/domain/price-text';
import { Page, Price, useBrand } from '@cards/shared/ui';
import { ContentBody } from '../components/ContentBody.tsx';
import { usePageMeta, useReader } from '../components/use-reader.ts';
import { text } from '../content/attributes.ts';
import { fillText } from '../content/placeholders.ts';
import type { ContentDocument } from '../content/types.ts';
import homeFiles from '../content/home/index.collection';
import { newCardLinks } from '../apply/start-links.ts';
import { homePrices, organisationPays } from './prices.ts';

// A brand's welcome is content/home/{code}.md; a brand without one (a brand from a folder, or the postal partner,
// which never sees home: SPEC §1 blocked) gets the default brand's, under its own heading and lead where its data
// gives them.
const homeContent = new Map<string, ContentDocument>(homeFiles.map((document) => [document.file.replace(/\.md$/, ''), document]));
const defaultHome = homeContent.get(DEFAULT_BRAND_CODE)!;

interface Task {
  to: string;
  title: string;
  text: string;
}

/** SPEC §2 home: the brand's welcome, the things people come to do, and what a card costs. */
function HomePage() {
  const brand = useBrand();
  const { values } = useReader();
  const own = homeContent.get(brand.code);
  const document = own ?? defaultHome;
  // A brand's own file says everything; a brand without one may give its heading and lead in its data.
  const welcome = own ? undefined : brand.welcome;
  const heading = fillText(welcome?.heading ?? text(document, 'heading'), values);
  usePageMeta({ description: welcome ? brand.description : text(document, 'description') });
  const product = brand.product;
  const trackPath = buildPath('track', product);

  // A brand that issues both cards starts each from here; /apply says what to have ready.
  const applyTasks: Task[] = brand.cardTypes.length > 1
    ? newCardLinks(brand, (card) => `Apply for an ${card}`)
    : [brand.flags.applyGoesHome
      ? { to: '/apply/form/step1', title: 'Apply for a card', text: `Start a new ${product} application. We save it as you go.` }
      : { to: '/apply', title: 'Apply for a card', text: `What you need, how long it takes, and how to start a new ${product} application.` }];
  const tasks: Task[] = [
    ...applyTasks,
    { to: '/renew', title: 'Renew your card', text: 'Renew the card you hold now before it expires.' },
    { to: trackPath, title: 'Track your application', text: 'See where your application is up to and download your documents.' },
    { to: '/activate', title: 'Activate your card', text: 'Your new card works only once you activate it.' },
    ...(brand.flags.induction
      ? [{ to: '/induction-enrolment', title: 'Security induction', text: 'Enrol in the airport security induction with a card you already hold.' }]
      : []),
    { to: '/card-holder-duties', title: 'Report a lost or stolen card', text: 'Lost, stolen or damaged cards, a new name or address, and returning a card.' },
  ];

  return (
    <Page title={heading} className="content-page home-page">
      <p className="lead">{fillText(welcome?.lead ?? text(document, 'lead'), values)}</p>
      <nav aria-labelledby="home-tasks" className="home-page__tasks">
        <h2 id="home-tasks">What would you like to do?</h2>
        <ul className="task-list">
          {tasks.map((task) => (
            <li key={task.to} className="task-list__item">
              <Link to={task.to} className="task-list__link">
                {task.title}
              </Link>
              <p>{task.text}</p>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="home-prices" className="home-page__prices">
        <h2 id="home-prices">What it costs</h2>
        {organisationPays(brand) ? (
          <p>
            {brand.organisation?.Employername ?? 'Your organisation'} pays for your card. You do not pay anything when you
            apply.
          </p>
        ) : (
          <table className="price-list">
            <caption className="visually-hidden">Card prices, including GST</caption>
            <thead>
              <tr>
                <th scope="col">Card</th>
                <th scope="col">Price (including GST)</th>
              </tr>
            </thead>
            <tbody>
              {homePrices(brand).map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>
                    <Price value={priceText(row.price.total)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <ContentBody document={document} />
    </Page>
  );
}

export default HomePage;
