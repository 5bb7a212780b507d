-- Learned teams can be turned off per club (docs/product/teams.md): then "Generar equipos" balances declared levels.
ALTER TABLE "clubs" ADD COLUMN "equipos_aprendidos" boolean DEFAULT true NOT NULL;