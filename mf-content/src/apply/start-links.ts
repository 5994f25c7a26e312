import type { Brand, CardType } from '@cards/shared/brand';

// The kinds of application a brand offers on /apply, each as the new form's query flag that starts it (SPEC §2
// 'Application form routes').

export interface StartLink {
  to: string;
  title: string;
  text: string;
}

export function startLinks(brand: Pick<Brand, 'product' | 'cardTypes' | 'flags'>, cardType: CardType): StartLink[] {
  const product = brand.product;
  const card = cardType === 'msic' ? 'MSIC' : product;
  const links: StartLink[] = [
    { to: '/apply/form/step1', title: `A new ${card}`, text: `Your first ${card}, or a card after yours has expired.` },
    { to: '/renew', title: `Renew your ${card}`, text: 'You hold a card now and need a new one before it expires.' },
  ];
  links.push({ to: `/white-${product.toLowerCase()}`, title: `A white ${product}`, text: 'For a security-sensitive role that needs no unescorted access to secure areas: what it is and how to apply.' });
  if (brand.flags.jobReady) {
    links.push({ to: '/apply/form/step1?job_ready', title: `A job-ready ${product}`, text: 'You are training for or seeking airport work and have no employer yet.' });
  }
  if (brand.flags.studentAndStaff) {
    links.push({ to: '/apply/form/step1?student_and_staff', title: 'Students and staff', text: `An ${product} for a student or staff member of the college.` });
  }
  if (brand.cardTypes.includes('msic')) {
    links.push({ to: '/apply/form/step1?white_msic', title: 'A white MSIC', text: 'For people who need an MSIC but not unescorted access to the secure zones of a port.' });
  }
  return links;
}
