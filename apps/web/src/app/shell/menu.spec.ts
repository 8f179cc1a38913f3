import type { VoceMenu } from '@registro/contracts';
import { MENU_COMPLETO } from '@registro/contracts';
import { submenuHeight, postLoginTarget, openGroups, pathMatches, withHome } from './menu';

const home: VoceMenu = { routeId: 'home', viewId: '/home', text: 'Home' };
const demo: VoceMenu = {
  routeId: 'demo',
  text: 'Demo',
  children: [
    { routeId: 'test', viewId: '/test', text: 'Form Dinamico' },
    { routeId: 'testlist', viewId: '/testlist', text: 'Atleti' },
    { routeId: 'testtabscroll', viewId: '/testtabscroll', text: 'Tab Scorrevoli' },
  ],
};

describe('Home in the sidebar', () => {
  it('comes first for a group whose menu has no home, even an empty one', () => {
    expect(withHome([]).map((v) => v.text)).toEqual(['Home']);
    expect(withHome([demo]).map((v) => v.viewId ?? v.routeId)).toEqual(['/home', 'demo']);
  });

  it('is not doubled where the group has it, nor added to the patient home', () => {
    expect(withHome([home, demo])).toEqual([home, demo]);
    const paziente: VoceMenu = { routeId: 'homepaziente', text: 'Home Paziente' };
    expect(withHome([paziente])).toEqual([paziente]);
  });
});

describe('post-login routing (spec 1 §4)', () => {
  it('with one entry goes to its view', () => {
    expect(postLoginTarget([{ routeId: 'users', viewId: '/users', text: 'Utenti' }], '/home')).toBe('/users');
  });

  it('with one homepaziente entry goes to paziente/homepaziente', () => {
    expect(postLoginTarget([{ routeId: 'homepaziente', viewId: '/qualsiasi', text: 'Home' }], '/home')).toBe('/paziente/homepaziente');
  });

  it('with one entry already open stays', () => {
    expect(postLoginTarget([home], '/home')).toBeNull();
  });

  it('with several entries stays when the current path matches one, nested ones included', () => {
    expect(postLoginTarget([home, demo], '/home')).toBeNull();
    expect(postLoginTarget([home, demo], '/testlist')).toBeNull();
  });

  it('never moves a page typed or linked: the access gate says whether the user may open it', () => {
    expect(postLoginTarget([home, demo], '/users')).toBeNull();
    expect(postLoginTarget([home, demo], '/fatturazione/view/3')).toBeNull();
    expect(postLoginTarget([home, demo], '/profilo/view/1')).toBeNull();
    expect(postLoginTarget([{ routeId: 'users', viewId: '/users', text: 'Utenti' }], '/gruppi')).toBeNull();
  });

  it('with several entries goes from Home to the first when Home is none of them', () => {
    expect(postLoginTarget([demo, home], '/home')).toBeNull();
    expect(postLoginTarget([demo, { routeId: 'users', viewId: '/users', text: 'Utenti' }], '/home')).toBe('/test');
    expect(postLoginTarget([demo], '/')).toBe('/test');
  });
});

describe('sidebar menu', () => {
  it('marks links active by path prefix on whole segments', () => {
    expect(pathMatches('/gruppi', '/gruppi/view/1')).toBe(true);
    expect(pathMatches('/test', '/testlist')).toBe(false);
  });

  it('opens the groups that hold the current route', () => {
    expect(openGroups(MENU_COMPLETO, '/gruppi/view/1')).toEqual(['amministrazione']);
    expect(openGroups(MENU_COMPLETO, '/home')).toEqual([]);
  });

  it('gives a submenu 42 px per child, nested open groups included', () => {
    expect(submenuHeight(demo, new Set(['demo']))).toBe(3 * 42);
    const nidificato: VoceMenu = { routeId: 'a', text: 'A', children: [demo, home] };
    expect(submenuHeight(nidificato, new Set(['a']))).toBe(2 * 42);
    expect(submenuHeight(nidificato, new Set(['a', 'demo']))).toBe(2 * 42 + 3 * 42);
  });

  it('a customer (group CLIENTE) lands on their orders instead of Home, and only from where sign-in lands', () => {
    const ordini: VoceMenu = { routeId: 'ordini', viewId: '/ordini', text: 'Ordini' };
    expect(postLoginTarget([home, ordini], '/home', 'CLIENTE')).toBe('/ordini');
    expect(postLoginTarget([home, ordini], '/', 'CLIENTE')).toBe('/ordini');
    expect(postLoginTarget([home, ordini], '/profilo/view/1', 'CLIENTE')).toBeNull();
    expect(postLoginTarget([home, ordini], '/home', 'AMMINISTRATORE')).toBeNull();
    expect(postLoginTarget([home, demo], '/home', 'CLIENTE')).toBeNull();
  });
});
