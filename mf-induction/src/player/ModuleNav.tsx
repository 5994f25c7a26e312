import { observer } from 'mobx-react-lite';
import { canOpenModule } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';

/**
 * The side navigation of modules (SPEC §2): each module the trainee has reached opens; later ones are listed but
 * locked (SPEC §4: back only to modules at or before the server's). Every module, a child module too, is one item
 * of one list in program order: they are numbered in turn, and an indented child read as misaligned.
 */
export const ModuleNav = observer(function ModuleNav({ open, onChoose }: { open: boolean; onChoose: () => void }) {
  const { induction } = useRootStore();
  const modules = induction.modules.map((module, index) => ({ module, index })).filter(({ module }) => module.navigation !== false);

  const item = ({ module, index }: (typeof modules)[number]) => {
    const reachable = canOpenModule(index, induction.serverModule, induction.modules.length);
    const done = index < induction.serverModule || induction.complete;
    const state = done ? 'done' : reachable ? 'current' : 'locked';
    const label = `${module.title}${state === 'done' ? ' (done)' : state === 'locked' ? ' (not yet open)' : ''}`;
    return (
      <li key={index} className={`module-nav__item module-nav__item--${state}`}>
        {reachable ? (
          <button
            type="button"
            className="module-nav__link"
            aria-current={index === induction.viewing ? 'step' : undefined}
            onClick={() => {
              induction.open(index);
              onChoose();
            }}
          >
            <span className="module-nav__number" aria-hidden="true">{index + 1}</span> {label}
          </button>
        ) : (
          <span className="module-nav__link" aria-disabled="true">
            <span className="module-nav__number" aria-hidden="true">{index + 1}</span> {label}
          </span>
        )}
      </li>
    );
  };

  return (
    <nav id="module-nav" className={`module-nav${open ? ' module-nav--open' : ''}`} aria-label="Modules">
      <h2 className="module-nav__title">Modules</h2>
      <ol className="module-nav__list">{modules.map(item)}</ol>
    </nav>
  );
});
