import { recordTablesProjection } from '@registro/server-platform';
import { STREAM_DATASOURCE, STREAM_DRIVER, STREAM_QUERY, STREAM_TABLE } from './datasources.events';

/** Inline projection of the data-analysis records into their read models. */
export const dataSourcesProjection = recordTablesProjection('analytics-datasources', {
  [STREAM_DRIVER]: {
    table: 'database_drivers',
    columns: { driverName: 'driver_name', jdbcName: 'jdbc_name', className: 'class_name', queryFieldsInfo: 'query_fields_info' },
  },
  [STREAM_DATASOURCE]: {
    table: 'data_sources',
    columns: {
      driver: 'id_driver',
      datasourceName: 'datasource_name',
      host: 'host',
      port: 'port',
      database: 'database',
      username: 'username',
      password: 'password_cifrata',
      jdbcUrl: 'jdbc_url',
    },
  },
  [STREAM_QUERY]: {
    table: 'analysis_queries',
    columns: {
      title: 'title',
      descrizione: 'descrizione',
      idDatasource: 'id_datasource',
      sqlGraphicQuery: 'sql_graphic_query',
      sqlAnaliticQuery: 'sql_analitic_query',
    },
  },
  [STREAM_TABLE]: { table: 'analysis_tables', columns: { dbName: 'db_name', viewName: 'view_name', note: 'note' } },
});
