import type { LinkedInProfile } from '../../lib/messaging/outreach-protocol';

export const ada: LinkedInProfile = {
  key: 'ada-lovelace',
  url: 'https://www.linkedin.com/in/ada-lovelace/',
  name: 'Ada Lovelace',
  headline: 'Head of Analytics at Engines Ltd',
  location: 'London, England',
  about: 'I turn\n\nnumbers into   decisions.',
  currentRole: 'Head of Analytics',
  currentCompany: 'Engines Ltd',
  experience: [
    {
      title: 'Head of Analytics',
      company: 'Engines Ltd',
      dates: 'Jan 2022 - Present · 2 yrs',
      description: 'Leads a team of 12 analysts.',
    },
    { title: 'Analyst', company: 'Babbage & Co' },
  ],
  education: [{ school: 'University of London', degree: 'BSc Mathematics' }, { school: 'Home schooling' }],
  activity: ['Posted: why forecasts fail'],
  readAt: 0,
};

export const bob: LinkedInProfile = {
  key: 'bob-stone',
  url: 'https://www.linkedin.com/in/bob-stone/',
  name: 'Bob Stone',
  headline: 'Founder',
  experience: [{ title: 'Founder', company: 'Stone Works' }],
  education: [],
  activity: [],
  readAt: 0,
};
