/**
 * The demo's campaigns as data: who owns them, who they are shared with, their groups and the
 * phrases tracked. `demo.ts` turns this into state records with ids and timestamps.
 */
import type { AccessLevel, CampaignData, EntityStatus } from './model.ts';
import {
  COUNTRY_POLAND,
  COUNTRY_UK,
  COUNTRY_US,
  ENGINE_BING,
  ENGINE_GOOGLE,
  type Device,
} from './tables.ts';

export interface DemoKeyword {
  title: string;
  status?: EntityStatus;
  /** Days since it was added (default: long enough for the full 180 days of history). */
  addedDaysAgo?: number;
}

export interface DemoGroup {
  title: string;
  engine: number;
  country: number;
  location?: string;
  devices: Device[];
  status?: EntityStatus;
  keywords: (string | DemoKeyword)[];
}

export interface DemoCampaign {
  /** E-mail of the owning account. */
  owner: string;
  title: string;
  domain: string;
  status?: EntityStatus;
  bookmark?: boolean;
  data?: CampaignData;
  /** E-mail → level; e-mails of no account become invitations. */
  shared?: Record<string, Exclude<AccessLevel, 'owner'>>;
  groups: DemoGroup[];
}

export const DEMO_EMAIL = 'demo@stormlens.test';
export const TEAMMATE_EMAIL = 'teammate@stormlens.test';
export const INVITED_EMAIL = 'seo-agency@example.org';

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    owner: DEMO_EMAIL,
    title: 'Example.com — running shoes',
    domain: 'example.com',
    bookmark: true,
    data: { company_map_title: 'Example Running Store' },
    shared: { [TEAMMATE_EMAIL]: 'manager', [INVITED_EMAIL]: 'readonly' },
    groups: [
      {
        title: 'Running shoes (US)',
        engine: ENGINE_GOOGLE,
        country: COUNTRY_US,
        devices: ['desktop', 'mobile'],
        keywords: [
          'running shoes',
          'best running shoes',
          'running shoes for men',
          'running shoes for women',
          'trail running shoes',
          'cushioned running shoes',
          'running shoes for flat feet',
          'lightweight running shoes',
          'marathon running shoes',
          'how to choose running shoes',
          { title: 'running shoes sale', status: 'delete' },
          { title: 'waterproof running shoes', status: 'stop' },
          { title: 'running shoes for beginners', addedDaysAgo: 21 },
          'stability running shoes',
        ],
      },
      {
        title: 'Trail & outdoor (UK)',
        engine: ENGINE_GOOGLE,
        country: COUNTRY_UK,
        devices: ['desktop'],
        keywords: [
          'trail running shoes uk',
          'trail shoes',
          'hiking trainers',
          'waterproof trail shoes',
          'best trail running shoes',
          'fell running shoes',
          'gore-tex running shoes',
          'trail running gear',
          { title: 'running jacket', status: 'stop' },
          'trail running vest',
        ],
      },
      {
        title: 'Brand & store (Bing)',
        engine: ENGINE_BING,
        country: COUNTRY_US,
        devices: ['desktop'],
        keywords: [
          'example running store',
          'example shoes',
          'example.com reviews',
          'running store near me',
          'running shoe store',
          'buy running shoes online',
          { title: 'gait analysis', status: 'delete' },
          'running shoe size guide',
        ],
      },
      {
        title: 'Running socks (retired)',
        engine: ENGINE_GOOGLE,
        country: COUNTRY_US,
        devices: ['mobile'],
        status: 'delete',
        keywords: [
          'running socks',
          'compression socks for running',
          'anti blister socks',
          { title: 'merino running socks', status: 'delete' },
        ],
      },
    ],
  },
  {
    owner: DEMO_EMAIL,
    title: 'Shop — sports store',
    domain: 'shop.example.com',
    shared: { [TEAMMATE_EMAIL]: 'readonly' },
    groups: [
      {
        title: 'Sklep sportowy — Warszawa',
        engine: ENGINE_GOOGLE,
        country: COUNTRY_POLAND,
        location: 'Warszawa',
        devices: ['desktop', 'mobile'],
        keywords: [
          'buty do biegania',
          'buty do biegania damskie',
          'buty do biegania męskie',
          'sklep biegowy warszawa',
          'sklep sportowy',
          'odzież do biegania',
          'zegarek do biegania',
          'buty trailowe',
          'jak dobrać buty do biegania',
          'wyprzedaż butów sportowych',
        ],
      },
      {
        title: 'Gym & fitness (US)',
        engine: ENGINE_GOOGLE,
        country: COUNTRY_US,
        devices: ['mobile'],
        keywords: [
          'gym shoes',
          'cross training shoes',
          'workout clothes',
          'sports bra',
          'yoga mat',
          'resistance bands',
        ],
      },
    ],
  },
  {
    owner: DEMO_EMAIL,
    title: 'Running blog (paused)',
    domain: 'blog.example.com',
    status: 'stop',
    groups: [
      {
        title: 'Training guides',
        engine: ENGINE_GOOGLE,
        country: COUNTRY_US,
        devices: ['desktop'],
        keywords: [
          'marathon training plan',
          'how to start running',
          'couch to 5k',
          'running cadence',
          'half marathon pace chart',
        ],
      },
    ],
  },
  {
    owner: TEAMMATE_EMAIL,
    title: 'UK store (shared by a teammate)',
    domain: 'www.example.co.uk',
    shared: { [DEMO_EMAIL]: 'readonly' },
    groups: [
      {
        title: 'Running trainers (UK)',
        engine: ENGINE_GOOGLE,
        country: COUNTRY_UK,
        devices: ['desktop', 'mobile'],
        keywords: [
          'running trainers',
          'womens running trainers',
          'mens running trainers',
          'running shorts',
          'running tights',
        ],
      },
    ],
  },
];
