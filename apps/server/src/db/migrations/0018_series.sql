CREATE TABLE "series" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"club_id" char(24) NOT NULL,
	"creador_id" char(24),
	"estado" varchar(12) DEFAULT 'Activa' NOT NULL,
	"frecuencia_semanas" integer DEFAULT 1 NOT NULL,
	"primera_fecha" date NOT NULL,
	"hasta" date,
	"plantilla" jsonb NOT NULL,
	"ventana_titulares_horas" integer DEFAULT 24 NOT NULL,
	"inscribir_titulares" boolean DEFAULT false NOT NULL,
	"omitidas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series_titulares" (
	"serie_id" char(24) NOT NULL,
	"usuario_id" char(24) NOT NULL,
	"orden" integer NOT NULL,
	CONSTRAINT "series_titulares_serie_id_usuario_id_pk" PRIMARY KEY("serie_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "partidos" ADD COLUMN "serie_id" char(24);--> statement-breakpoint
ALTER TABLE "partidos" ADD COLUMN "titulares_hasta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_creador_id_users_id_fk" FOREIGN KEY ("creador_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_titulares" ADD CONSTRAINT "series_titulares_serie_id_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_titulares" ADD CONSTRAINT "series_titulares_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_club_idx" ON "series" USING btree ("club_id","estado");--> statement-breakpoint
CREATE INDEX "series_activas_idx" ON "series" USING btree ("id") WHERE "series"."estado" = 'Activa';--> statement-breakpoint
CREATE INDEX "series_creador_idx" ON "series" USING btree ("creador_id");--> statement-breakpoint
CREATE INDEX "series_titulares_usuario_idx" ON "series_titulares" USING btree ("usuario_id");--> statement-breakpoint
ALTER TABLE "partidos" ADD CONSTRAINT "partidos_serie_id_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partidos_serie_fecha_idx" ON "partidos" USING btree ("serie_id","fecha");