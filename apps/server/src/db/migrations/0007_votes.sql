CREATE TABLE "mvp_votaciones" (
	"partido_id" char(24) PRIMARY KEY NOT NULL,
	"cierre" timestamp with time zone NOT NULL,
	"cerrada" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partido_mvp_votos" (
	"partido_id" char(24) NOT NULL,
	"votante_id" char(24) NOT NULL,
	"jugador_id" char(24) NOT NULL,
	"orden" serial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partido_mvp_votos_partido_id_votante_id_pk" PRIMARY KEY("partido_id","votante_id")
);
--> statement-breakpoint
CREATE TABLE "votos_cooldown" (
	"votante_id" char(24) PRIMARY KEY NOT NULL,
	"ultimo_voto_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votos_mensuales" (
	"votante_id" char(24) NOT NULL,
	"votado_id" char(24) NOT NULL,
	"mes" char(7) NOT NULL,
	"tipo_voto" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votos_mensuales_votante_id_votado_id_mes_pk" PRIMARY KEY("votante_id","votado_id","mes")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "racha_maxima" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mvp_votaciones" ADD CONSTRAINT "mvp_votaciones_partido_id_partidos_id_fk" FOREIGN KEY ("partido_id") REFERENCES "public"."partidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partido_mvp_votos" ADD CONSTRAINT "partido_mvp_votos_partido_id_partidos_id_fk" FOREIGN KEY ("partido_id") REFERENCES "public"."partidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partido_mvp_votos" ADD CONSTRAINT "partido_mvp_votos_votante_id_users_id_fk" FOREIGN KEY ("votante_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partido_mvp_votos" ADD CONSTRAINT "partido_mvp_votos_jugador_id_users_id_fk" FOREIGN KEY ("jugador_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votos_cooldown" ADD CONSTRAINT "votos_cooldown_votante_id_users_id_fk" FOREIGN KEY ("votante_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votos_mensuales" ADD CONSTRAINT "votos_mensuales_votante_id_users_id_fk" FOREIGN KEY ("votante_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votos_mensuales" ADD CONSTRAINT "votos_mensuales_votado_id_users_id_fk" FOREIGN KEY ("votado_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mvp_votaciones_abiertas_idx" ON "mvp_votaciones" USING btree ("cierre") WHERE not "mvp_votaciones"."cerrada";--> statement-breakpoint
CREATE INDEX "partido_mvp_votos_votante_idx" ON "partido_mvp_votos" USING btree ("votante_id");--> statement-breakpoint
CREATE INDEX "partido_mvp_votos_jugador_idx" ON "partido_mvp_votos" USING btree ("jugador_id");--> statement-breakpoint
CREATE INDEX "votos_mensuales_votado_mes_idx" ON "votos_mensuales" USING btree ("votado_id","mes");--> statement-breakpoint
CREATE INDEX "votos_mensuales_mes_votado_idx" ON "votos_mensuales" USING btree ("mes","votado_id");--> statement-breakpoint
-- the best streak so far is at least the current one
UPDATE "users" SET "racha_maxima" = "racha_asistencia";