import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MENU_COMPLETO, SEZIONE, appiattisciMenu, type VoceMenuGruppo } from '@registro/contracts';
import { UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';

/** The whole menu catalogue, flat, nothing selected: the group editor switches entries on. */
const CATALOGO_MENU: VoceMenuGruppo[] = appiattisciMenu(MENU_COMPLETO).map((v) => ({ ...v, selezionato: false }));

/** GET /api/vocimenu: the menu entries a group may switch on. */
export const listVociMenu = queryUseCase({
  name: 'ListVociMenu',
  method: 'GET',
  path: 'vocimenu',
  permission: [SEZIONE.gruppi, 'visualizza'],
});

@Controller()
export class ListVociMenuEndpoint extends UseCaseEndpoint(listVociMenu) {}

@QueryHandler(listVociMenu.message)
export class ListVociMenuHandler implements IQueryHandler<MessageOf<typeof listVociMenu>, VoceMenuGruppo[]> {
  async execute(): Promise<VoceMenuGruppo[]> {
    return CATALOGO_MENU;
  }
}
