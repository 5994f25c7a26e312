import { observer } from 'mobx-react-lite';
import type { FieldErrorsSource } from '../bind.ts';
import { AirportsSection } from './AirportsSection.tsx';
import { CardSection } from './CardSection.tsx';
import { EmployerSection } from './EmployerSection.tsx';
import { NeedSection } from './NeedSection.tsx';
import type { CardDetails } from './use-card-details.ts';

/** Step 3's questions, as the draft asks them: the card, the need, the airports and the employer. */
export const CardDetailsSections = observer(function CardDetailsSections({ form, card }: { form: FieldErrorsSource; card: CardDetails }) {
  const { questions } = card;
  return (
    <>
      <CardSection form={form} questions={questions} />
      <NeedSection form={form} questions={questions} />
      {questions.airports && <AirportsSection form={form} />}
      {questions.employer && (
        <EmployerSection
          form={form}
          abnCheck={card.abnCheck}
          onAbnCheck={card.setAbnCheck}
          abnError={card.abnProblem ? form.errorFor('Employerabn') : undefined}
        />
      )}
    </>
  );
});
