ALTER TABLE "pagos_jugadores" DROP CONSTRAINT "pagos_jugadores_usuario_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "pagos_jugadores" ALTER COLUMN "usuario_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pagos_jugadores" ADD CONSTRAINT "pagos_jugadores_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;