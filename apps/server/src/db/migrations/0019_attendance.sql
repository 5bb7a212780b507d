CREATE TABLE "asistencia_registros" (
	"partido_id" char(24) NOT NULL,
	"usuario_id" char(24) NOT NULL,
	"resultado" varchar(12) NOT NULL,
	"registrado_por_id" char(24),
	"registrado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asistencia_registros_partido_id_usuario_id_pk" PRIMARY KEY("partido_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "asistencia_registros" ADD CONSTRAINT "asistencia_registros_partido_id_partidos_id_fk" FOREIGN KEY ("partido_id") REFERENCES "public"."partidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asistencia_registros" ADD CONSTRAINT "asistencia_registros_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asistencia_registros" ADD CONSTRAINT "asistencia_registros_registrado_por_id_users_id_fk" FOREIGN KEY ("registrado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asistencia_registros_usuario_idx" ON "asistencia_registros" USING btree ("usuario_id","resultado");