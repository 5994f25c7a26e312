// A remote has no page of its own: the shell loads ./routes. Opening its dev server alone shows this hint.
const root = document.getElementById('root') ?? document.body;
root.textContent = 'This bundle is part of the card service. Open the shell (npm run dev) to see its pages.';
